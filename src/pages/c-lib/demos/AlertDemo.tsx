import { ToolAlert } from '../../../ui/alert/ToolAlert';
import { DemoPage, DemoSection } from '../DemoPage';

export function AlertDemo() {
  return (
    <DemoPage name="c-alert" description="ToolAlert: a warning (polite status) or an error (announced at once).">
      <DemoSection title="Warning">
        <ToolAlert type="warning" title="Warning">
          This value looks unusual: check it before you use it.
        </ToolAlert>
        <ToolAlert type="warning">A warning without a title.</ToolAlert>
      </DemoSection>
      <DemoSection title="Error">
        <ToolAlert type="error" title="Error">
          The input could not be parsed: unexpected character at line 3, column 7.
        </ToolAlert>
        <ToolAlert type="error">An error without a title.</ToolAlert>
      </DemoSection>
    </DemoPage>
  );
}
