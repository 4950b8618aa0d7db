import { Group, Select, Switch } from '@mantine/core';
import type { TomlNullHandling, TomlTableStyle, TomlWriteOptions } from '../../lib/data-formats/toml-write';

export interface TomlWriteOptionsLabels {
  nulls: string;
  nullsDrop: string;
  nullsEmpty: string;
  tableStyle: string;
  tableStyleTables: string;
  tableStyleDotted: string;
  tableStyleInline: string;
  sortKeys: string;
}

export interface TomlWriteOptionsFieldsProps {
  value: TomlWriteOptions;
  onChange: (patch: Partial<TomlWriteOptions>) => void;
  labels: TomlWriteOptionsLabels;
}

/** The TOML writer's options, shared by the converters that write TOML. */
export function TomlWriteOptionsFields({ value, onChange, labels }: TomlWriteOptionsFieldsProps) {
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Select
        label={labels.nulls}
        data={[
          { value: 'drop', label: labels.nullsDrop },
          { value: 'empty-string', label: labels.nullsEmpty },
        ]}
        value={value.nulls}
        onChange={(nulls) => nulls && onChange({ nulls: nulls as TomlNullHandling })}
        allowDeselect={false}
        w={230}
      />
      <Select
        label={labels.tableStyle}
        data={[
          { value: 'tables', label: labels.tableStyleTables },
          { value: 'dotted', label: labels.tableStyleDotted },
          { value: 'inline', label: labels.tableStyleInline },
        ]}
        value={value.tableStyle}
        onChange={(tableStyle) => tableStyle && onChange({ tableStyle: tableStyle as TomlTableStyle })}
        allowDeselect={false}
        w={260}
      />
      <Switch label={labels.sortKeys} checked={value.sortKeys} onChange={(event) => onChange({ sortKeys: event.currentTarget.checked })} mb={8} />
    </Group>
  );
}
