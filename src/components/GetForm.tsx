/**
 * A list's search or filter as a GET form with named fields (issue #28): before the script runs, or
 * without it, the browser asks for the address itself (/resources?q=…&category=…); the app's `onSearch`
 * navigates instead once it runs. `keep` holds the address's other choices, sent along as hidden fields.
 */
import type { FormEvent, FormHTMLAttributes, ReactNode } from "react";
import { localizeHref, m } from "../../admin-modules/domain/i18n";
import type { ContentLanguageFilter } from "../../admin-modules/domain/vocabulary";
import { contentLanguageParam } from "../lib/content-language";
import { ContentLanguageFilterSelect } from "./ContentLanguage";

interface Props extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit" | "action" | "method"> {
  /** The list's address, without its language prefix. */
  to: string;
  keep: Record<string, string | undefined>;
  /** The app's search: every field of the form by name (the hidden ones too). */
  onSearch: (fields: Record<string, string>) => void;
  children: ReactNode;
}

export function GetForm({ to, keep, onSearch, children, ...rest }: Props) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(Object.fromEntries([...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)])));
  };
  return (
    <form method="get" action={localizeHref(to)} onSubmit={submit} {...rest}>
      {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      {children}
    </form>
  );
}

/** The "Show content in" filter of a list as its own GET form: the choice applies at once with the script, with "Show" before it. */
export function LanguageFilterForm(props: {
  to: string;
  keep: Record<string, string | undefined>;
  value: ContentLanguageFilter | undefined;
  onChange: (value: ContentLanguageFilter | undefined) => void;
  children?: ReactNode;
}) {
  return (
    <GetForm to={props.to} keep={props.keep} onSearch={(fields) => props.onChange(contentLanguageParam(fields.language))} className="filter-form">
      {props.children}
      <ContentLanguageFilterSelect value={props.value} onChange={props.onChange} />
      <button type="submit" className="btn btn-outline">
        {m["form.apply"]()}
      </button>
    </GetForm>
  );
}
