import { Menu, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toolsById } from '../../tools';
import { useToolLabel } from '../i18n/use-tool-label';
import { handOff } from '../../engine/handoff/handoff';
import { SendToTrigger } from './SendToTrigger';
import { usePasteSuggestions, type SmartPasteLoader } from './use-paste-suggestions';

export interface SendToMenuProps {
  /** The output's whole text. */
  value: string;
  /** The output's label (the button's accessible name says which output it sends). */
  label: string;
  /** The tool the output belongs to (never suggested). */
  from: string;
  /** An icon button (an output with icon actions) instead of a text button. */
  compact?: boolean;
  /** Loads smart paste's engine (src/engine/detect/smart-paste-loader.ts). */
  loadSmartPaste: SmartPasteLoader;
}

/**
 * "Send to…" on a tool's read-only output (issue 21): a menu of the tools smart paste finds for the
 * output (decoded Base64 that is JSON → JSON prettify); choosing one opens it with the output in
 * its main input, in memory. The detection runs when the menu opens.
 */
export function SendToMenu({ value, label, from, compact = false, loadSmartPaste }: SendToMenuProps) {
  const { t } = useTranslation();
  const { toolName } = useToolLabel();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const { suggestions, ranked } = usePasteSuggestions(opened ? value : undefined, loadSmartPaste, { exclude: from, refineDelayMs: 0 });
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal shadow="md" width={280}>
      <Menu.Target>
        <SendToTrigger label={label} compact={compact} disabled={value.trim() === ''} onMouseEnter={() => void loadSmartPaste()} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('paste.sendTo')}</Menu.Label>
        {!ranked && (
          <Text size="sm" c="dimmed" px="sm" py={6} role="status">
            {t('paste.looking')}
          </Text>
        )}
        {ranked && suggestions.length === 0 && (
          <Text size="sm" c="dimmed" px="sm" py={6} role="status">
            {t('paste.sendToNone')}
          </Text>
        )}
        {suggestions.map((suggestion) => {
          const tool = toolsById.get(suggestion.tool);
          if (!tool) return null;
          const Icon = tool.icon;
          return (
            <Menu.Item
              key={tool.id}
              leftSection={<Icon size={18} aria-hidden />}
              onClick={() => {
                handOff({ to: tool.id, op: suggestion.op, text: suggestion.input ?? value.trim(), options: suggestion.options ?? {} });
                navigate(tool.path);
              }}
            >
              {toolName(tool.id)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
