import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What to show instead of the tool once it threw; `reset` clears the error and remounts it. */
  fallback: (error: Error, reset: () => void) => ReactNode;
}

interface State {
  error: Error | undefined;
}

/** Catches what a tool throws while loading or rendering: the tool area shows it, the shell keeps working. */
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
    return this.props.fallback(error, () => this.setState({ error: undefined }));
  }
}
