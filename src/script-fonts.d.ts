/** The language's script font stylesheet, or nothing: the scriptFonts plugin in vite.config.ts. */
declare module "virtual:script-fonts" {}
