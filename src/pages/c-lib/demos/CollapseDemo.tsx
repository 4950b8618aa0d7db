import { Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { CollapsePanel } from '../../../ui/collapse/CollapsePanel';
import { DemoPage, DemoSection } from '../DemoPage';

export function CollapseDemo() {
  const [expanded, setExpanded] = useState(false);
  return (
    <DemoPage name="c-collapse" description="CollapsePanel: a titled section that starts collapsed; its title button toggles it.">
      <DemoSection title="Starts collapsed">
        <CollapsePanel title="Advanced options">
          <Text>Options hidden until the panel is opened.</Text>
        </CollapsePanel>
      </DemoSection>
      <DemoSection title="Starts expanded" description="defaultExpanded">
        <CollapsePanel title="Details" defaultExpanded>
          <Text>This panel was open from the start.</Text>
        </CollapsePanel>
      </DemoSection>
      <DemoSection title="Controlled" description="The switch and the panel share one state.">
        <Stack gap="sm">
          <Switch label="Show the controlled panel" checked={expanded} onChange={(event) => setExpanded(event.currentTarget.checked)} />
          <CollapsePanel title="Controlled panel" expanded={expanded} onExpandedChange={setExpanded}>
            <Text>Opened by the switch or by the title.</Text>
          </CollapsePanel>
        </Stack>
      </DemoSection>
    </DemoPage>
  );
}
