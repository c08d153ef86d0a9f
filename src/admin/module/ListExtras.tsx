/**
 * Pieces of the generic list screen that depend on the field's kind or the module's declaration: a filter
 * by a reference field (its choices from admin.options), a filter by date, and the Export CSV button a
 * module with a `csv` declaration gets (every row matching the filters, through admin.exportRows).
 */
import { useId, useState } from "react";
import { text, type FieldDef, type TableModule } from "../../../admin-modules/registry";
import { m } from "../../../admin-modules/domain/i18n";
import { trpc } from "../../trpc";
import { buildCsv, downloadCsv } from "../csv-export";
import { adminToast, Button, Select } from "../ui";

interface FilterProps {
  module: TableModule;
  name: string;
  field: FieldDef;
  value: string;
  onChange: (value: string) => void;
}

export function ReferenceFilter({ module, name, field, value, onChange }: FilterProps) {
  const options = trpc.admin.options.useQuery({ module: module.key, field: name });
  const choices = (options.data ?? []).map((o) => ({ value: String(o.value), label: o.label }));
  return <Select label={text(field.label)} options={choices} value={value} onChange={onChange} includeEmpty={m["admin.common.all"]()} />;
}

export function DateFilter({ field, value, onChange }: FilterProps) {
  const id = useId();
  return (
    <div className="admin-select">
      <label htmlFor={id} className="admin-label">
        {text(field.label)}
      </label>
      <input id={id} type="date" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

export function ExportCsvButton({ module, query }: { module: TableModule; query: { search?: string; filters?: Record<string, string> } }) {
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const data = await utils.admin.exportRows.fetch({ module: module.key, ...query }, { staleTime: 0 });
      downloadCsv(data.filename, buildCsv(data.columns, data.rows));
    } catch (error) {
      adminToast.error(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon="Download" disabled={busy} onClick={() => void exportCsv()}>
      {m["admin.common.exportCsv"]()}
    </Button>
  );
}
