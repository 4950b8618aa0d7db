import { Checkbox, Group, SimpleGrid, Stack, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { pastedText, type Handoff } from '../../engine/handoff/handoff';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import {
  chmodCommand,
  CLASSES,
  MAX_MODE,
  modeToOctal,
  modeToSymbolic,
  parseOctal,
  parseSymbolic,
  permissionBit,
  PERMISSIONS,
  SETGID,
  SETUID,
  STICKY,
  withBit,
  type Permission,
  type PermissionClass,
} from './chmod-calculator.service';
import type en from './locales/en.json';

const TOOL_ID = 'chmod-calculator';
const ALL_MODES = Array.from({ length: MAX_MODE + 1 }, (_, mode) => mode);
const ROW_KEYS: Record<Permission, 'read' | 'write' | 'execute'> = { read: 'read', write: 'write', execute: 'execute' };
const COLUMN_KEYS: Record<PermissionClass, 'owner' | 'group' | 'public'> = { owner: 'owner', group: 'group', public: 'public' };
const CHECKBOX_KEYS = {
  owner: { read: 'ownerRead', write: 'ownerWrite', execute: 'ownerExecute' },
  group: { read: 'groupRead', write: 'groupWrite', execute: 'groupExecute' },
  public: { read: 'publicRead', write: 'publicWrite', execute: 'publicExecute' },
} as const;
const SPECIAL_BITS = [
  { bit: SETUID, key: 'setuid' },
  { bit: SETGID, key: 'setgid' },
  { bit: STICKY, key: 'sticky' },
] as const;

function tryParse(parse: (text: string) => number, text: string): number | undefined {
  try {
    return parse(text);
  } catch {
    return undefined;
  }
}

const OCTAL_TO_SYMBOLIC = 'chmod-calculator-octal-to-symbolic';
const SYMBOLIC_TO_OCTAL = 'chmod-calculator-symbolic-to-octal';
const STATE_OPTIONS = {
  persist: { mode: 'url' },
  allowed: { mode: ALL_MODES },
  // A pasted mode (`755`, `rwxr-xr-x`) sets the checkboxes; its field shows it as pasted.
  pasteInto: ({ op, text }: Handoff) => {
    const mode = op === OCTAL_TO_SYMBOLIC ? tryParse(parseOctal, text) : op === SYMBOLIC_TO_OCTAL ? tryParse(parseSymbolic, text) : undefined;
    return mode === undefined ? {} : { mode };
  },
} as const;

export default function ChmodCalculator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [state, setState] = useToolState(TOOL_ID, { mode: 0 }, STATE_OPTIONS);
  const mode = state.mode;
  // Each text field keeps the user's own text while it is edited (or as pasted); the others show canonical forms.
  const [octalText, setOctalText] = useState(() => pastedText(TOOL_ID, OCTAL_TO_SYMBOLIC) ?? modeToOctal(mode));
  const [symbolicText, setSymbolicText] = useState(() => pastedText(TOOL_ID, SYMBOLIC_TO_OCTAL) ?? modeToSymbolic(mode));
  const octalValid = tryParse(parseOctal, octalText) !== undefined;
  const symbolicValid = tryParse(parseSymbolic, symbolicText) !== undefined;

  const setMode = (next: number) => {
    setState({ mode: next });
    setOctalText(modeToOctal(next));
    setSymbolicText(modeToSymbolic(next));
  };

  const changeOctal = (text: string) => {
    setOctalText(text);
    const next = tryParse(parseOctal, text);
    if (next === undefined) return;
    setState({ mode: next });
    setSymbolicText(modeToSymbolic(next));
  };

  const changeSymbolic = (text: string) => {
    setSymbolicText(text);
    const next = tryParse(parseSymbolic, text);
    if (next === undefined) return;
    setState({ mode: next });
    setOctalText(modeToOctal(next));
  };

  return (
    <Stack gap="lg" maw={720}>
      <Table.ScrollContainer minWidth={420}>
        <Table withTableBorder withColumnBorders verticalSpacing="sm" style={{ textAlign: 'center' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Td />
              {CLASSES.map((permissionClass) => (
                <Table.Th key={permissionClass} scope="col" style={{ textAlign: 'center' }}>
                  {t(COLUMN_KEYS[permissionClass])}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PERMISSIONS.map((permission) => (
              <Table.Tr key={permission}>
                <Table.Th scope="row">{t(ROW_KEYS[permission])}</Table.Th>
                {CLASSES.map((permissionClass) => {
                  const bit = permissionBit(permissionClass, permission);
                  return (
                    <Table.Td key={permissionClass}>
                      <Group justify="center">
                        <Checkbox
                          aria-label={t(CHECKBOX_KEYS[permissionClass][permission])}
                          checked={(mode & bit) !== 0}
                          onChange={(event) => setMode(withBit(mode, bit, event.currentTarget.checked))}
                        />
                      </Group>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Group gap="xl">
        {SPECIAL_BITS.map(({ bit, key }) => (
          <Checkbox key={key} label={t(key)} checked={(mode & bit) !== 0} onChange={(event) => setMode(withBit(mode, bit, event.currentTarget.checked))} />
        ))}
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('octal')}
          value={octalText}
          onChange={(event) => changeOctal(event.currentTarget.value)}
          error={octalValid ? undefined : t('invalidOctal')}
          spellCheck={false}
          autoComplete="off"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <TextInput
          label={t('symbolic')}
          value={symbolicText}
          onChange={(event) => changeSymbolic(event.currentTarget.value)}
          error={symbolicValid ? undefined : t('invalidSymbolic')}
          spellCheck={false}
          autoComplete="off"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      </SimpleGrid>

      <ReadOnlyField label={t('command')} value={chmodCommand(mode)} copyLabel={t('copy')} />
    </Stack>
  );
}
