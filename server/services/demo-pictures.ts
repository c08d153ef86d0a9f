/**
 * How the demo seed stores its lesson pictures (db/seed/demo.ts's StorePicture): the SVG drawn by code is
 * turned into a PNG by sharp and then goes the way every uploaded image goes (images.ts: checked,
 * re-encoded, a 1,600 px copy and a 480 px WebP beside it) and its copies are recorded (image_variants),
 * so a lesson's image block shows the phone-sized copies as any staff upload would.
 */
import type { StorePicture } from "../../db/seed/demo";
import { recordImageVariants } from "./image-variants";
import { saveImageUpload } from "./images";

export function demoPictureStore(uploadsDir: string): StorePicture {
  return async (db, svg) => {
    const sharp = (await import("sharp")).default;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const saved = await saveImageUpload(png, uploadsDir, "images");
    await recordImageVariants(db, saved);
    return saved.url;
  };
}
