/** @jsxImportSource preact */
import { Component, type ComponentChildren } from 'preact';
import { t } from '../i18n';
import { ErrorBox } from './states';

interface Props {
  /** Shown in the error box and in the console log. */
  label?: string;
  /** A change of this value (e.g. the component's JSON on update) retries a failed render. */
  resetKey?: unknown;
  children: ComponentChildren;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/** One per widget: a widget that throws shows its own error box; the rest of the screen keeps running. */
export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: undefined };

  static override getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static override getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null };
    return null;
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[player] widget ${this.props.label ?? ''} failed`, error);
  }

  override render() {
    if (this.state.error)
      return <ErrorBox title={t('component.crashed')} detail={this.state.error.message} />;
    return this.props.children;
  }
}
