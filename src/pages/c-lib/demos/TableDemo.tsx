import { Anchor, Badge } from '@mantine/core';
import { DataTable } from '../../../ui/table/DataTable';
import { type TableHeadersInput } from '../../../ui/table/resolve-headers';
import { DemoPage, DemoSection } from '../DemoPage';

interface Person extends Record<string, unknown> {
  name: string;
  age: number;
  city: string;
  email?: string;
  tags?: string[];
}

const PEOPLE: Person[] = [
  { name: 'Ada Lovelace', age: 36, city: 'London', email: 'ada@example.com' },
  { name: 'Alan Turing', age: 41, city: 'Manchester', tags: ['logic', 'computing'] },
  { name: 'Grace Hopper', age: 85, city: 'New York', email: 'grace@example.com' },
];

const HEADER_LIST: TableHeadersInput = ['name', 'city'];
const CUSTOM_LABELS: TableHeadersInput = [
  { key: 'name', label: 'Full name' },
  { key: 'age', label: 'Age (years)' },
  'city',
];
const HEADER_MAP: TableHeadersInput = { name: 'Name', city: 'City of residence', email: 'E-mail address' };

export function TableDemo() {
  return (
    <DemoPage name="c-table" description="DataTable: header resolution, hidden headers, custom cells.">
      <DemoSection title="Default headers" description="The union of every row's keys, each labelled by its key (the rows differ).">
        <DataTable data={PEOPLE} description="Default headers" />
      </DemoSection>

      <DemoSection title="Hidden headers">
        <DataTable data={PEOPLE} hideHeaders description="Hidden headers" />
      </DemoSection>

      <DemoSection title="Header list" description="headers={['name', 'city']}: chosen columns, in this order.">
        <DataTable data={PEOPLE} headers={HEADER_LIST} description="Header list" />
      </DemoSection>

      <DemoSection title="Custom labels" description="A list of {key, label} (mixed with a plain key).">
        <DataTable data={PEOPLE} headers={CUSTOM_LABELS} description="Custom labels" />
      </DemoSection>

      <DemoSection title="Header map" description="A key → label map.">
        <DataTable data={PEOPLE} headers={HEADER_MAP} description="Header map" />
      </DemoSection>

      <DemoSection title="Custom cell" description="Ages as badges, e-mail addresses as links; other cells keep the default text.">
        <DataTable
          data={PEOPLE}
          headers={['name', 'age', 'email']}
          description="Custom cell"
          renderCell={(key, row) => {
            if (key === 'age') return <Badge variant="light">{row.age} years</Badge>;
            if (key === 'email' && row.email) return <Anchor href={`mailto:${row.email}`}>{row.email}</Anchor>;
            return undefined;
          }}
        />
      </DemoSection>

      <DemoSection title="Default label" description='Without a description the table is named "Data table".'>
        <DataTable data={PEOPLE.slice(0, 1)} />
      </DemoSection>
    </DemoPage>
  );
}
