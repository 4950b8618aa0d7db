import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../lib/errors';

export function RouteErrorPanel({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <Stack maw={640} mx="auto" mt="xl">
      <Alert color={chunk ? 'yellow' : 'red'} icon={<IconAlertTriangle aria-hidden />} title={chunk ? t('errors.chunkTitle') : t('errors.unexpectedTitle')} role="alert">
        <Stack gap="sm">
          <Text size="sm">{chunk ? t('errors.chunkMessage') : t('errors.unexpectedMessage')}</Text>
          {!chunk && error instanceof Error && (
            <Text size="sm" ff="monospace">
              {error.message}
            </Text>
          )}
          <Button w="fit-content" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}

/** Catches a failed page/tool chunk load (new deploy, offline) and other page errors: never a blank page. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
     
    console.error(error);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorPanel error={this.state.error} />;
  }
}
