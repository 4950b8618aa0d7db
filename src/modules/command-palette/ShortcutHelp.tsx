import { Group, Kbd, Modal, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { commands, shortcutKeys } from '../commands/commands';

/** Lists every command that has a keyboard shortcut (derived from the command list). */
export default function ShortcutHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const withShortcuts = commands.filter((command) => (command.shortcuts ?? []).length > 0);
  return (
    <Modal opened={opened} onClose={onClose} title={t('shortcuts.title')} closeButtonProps={{ 'aria-label': t('shortcuts.close') }}>
      <Table>
        <Table.Tbody>
          {withShortcuts.map((command) => (
            <Table.Tr key={command.id}>
              <Table.Td>
                <Text size="sm">{t(`commands.${command.id}.description`)}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap" justify="flex-end">
                  {(command.shortcuts ?? []).map((shortcut, index) => (
                    <Fragment key={shortcut.key}>
                      {index > 0 && (
                        <Text size="xs" c="dimmed">
                          {t('shortcuts.or')}
                        </Text>
                      )}
                      {shortcutKeys(shortcut).map((key) => (
                        <Kbd key={key}>{key}</Kbd>
                      ))}
                    </Fragment>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
