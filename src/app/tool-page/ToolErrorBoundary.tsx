import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  title: string;
  resetLabel: string;
  onReset: () => void;
}

interface State {
  error: Error | undefined;
}

/** Catches what a tool throws while rendering: the tool area shows the error, the shell keeps working. */
export class ToolErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
     
    console.error(error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={this.props.title} role="alert">
        <Stack gap="sm">
          <Text size="sm" ff="monospace" style={{ wordBreak: 'break-word' }}>
            {error.message}
          </Text>
          <Button
            w="fit-content"
            color="red"
            variant="light"
            onClick={() => {
              this.props.onReset();
              this.setState({ error: undefined });
            }}
          >
            {this.props.resetLabel}
          </Button>
        </Stack>
      </Alert>
    );
  }
}
