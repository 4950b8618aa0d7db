import { ActionIcon, Card, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isToolInputError } from '../../lib/errors';
import { defaultOptions } from '../../engine/operation';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { CopyButton } from '../../ui/copy/CopyButton';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { basicAuthGeneratorCredentials } from './basic-auth-generator.operations';
import { basicAuthCredentials } from './basic-auth-generator.service';
import type en from './locales/en.json';

const TOOL_ID = 'basic-auth-generator';
/** Credentials are never stored, neither in the URL nor in local storage. */
const DEFAULTS = defaultOptions(basicAuthGeneratorCredentials);
const STATE_OPTIONS = { persist: { username: 'none', password: 'none' }, schema: basicAuthGeneratorCredentials.options } as const;

function credentialsOf(username: string, password: string): { token: string; colon: boolean } {
  try {
    return { token: basicAuthCredentials(username, password), colon: false };
  } catch (error) {
    if (isToolInputError(error)) return { token: '', colon: true };
    throw error;
  }
}

export default function BasicAuthGenerator() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const { t: shellT } = useTranslation();
  const [{ username, password }, update] = useToolState(TOOL_ID, DEFAULTS, STATE_OPTIONS);
  const [revealed, setRevealed] = useState(false);
  const { token, colon } = useMemo(() => credentialsOf(username, password), [username, password]);
  const header = token === '' ? '' : `Authorization: Basic ${token}`;

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <TextInput
          label={t('username')}
          placeholder={t('usernamePlaceholder')}
          value={username}
          onChange={(event) => update({ username: event.currentTarget.value })}
          error={colon ? t('usernameColon') : undefined}
          spellCheck={false}
          autoComplete="off"
          rightSection={username !== '' ? <Input.ClearButton aria-label={t('clearUsername')} onClick={() => update({ username: '' })} /> : undefined}
        />
        <TextInput
          label={t('password')}
          placeholder={t('passwordPlaceholder')}
          value={password}
          type={revealed ? 'text' : 'password'}
          onChange={(event) => update({ password: event.currentTarget.value })}
          spellCheck={false}
          autoComplete="new-password"
          rightSectionWidth={password !== '' ? 64 : 34}
          rightSection={
            <Group gap={2} wrap="nowrap">
              {password !== '' && <Input.ClearButton aria-label={t('clearPassword')} onClick={() => update({ password: '' })} />}
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={revealed ? shellT('ui.hidePassword') : shellT('ui.showPassword')}
                onClick={() => setRevealed((shown) => !shown)}
              >
                {revealed ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
              </ActionIcon>
            </Group>
          }
        />
        <ReadOnlyField label={t('header')} value={header} copyLabel={t('copyHeaderIcon')} copyToast={t('copyHeaderToast')} />
        <ReadOnlyField label={t('credentials')} value={token} copyLabel={t('copyCredentialsIcon')} copyToast={t('copyCredentialsToast')} />
        <Group justify="center" gap="sm">
          <CopyButton value={header} label={t('copyHeader')} toast={t('copyHeaderToast')} disabled={header === ''} />
          <CopyButton value={token} label={t('copyCredentials')} toast={t('copyCredentialsToast')} disabled={token === ''} />
        </Group>
      </Stack>
    </Card>
  );
}
