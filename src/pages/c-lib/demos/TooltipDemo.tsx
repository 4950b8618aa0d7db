import { Box } from '@mantine/core';
import { ActionButton } from '../../../ui/button/ActionButton';
import { Tooltip, type TooltipPosition } from '../../../ui/tooltip/Tooltip';
import { DemoPage, DemoSection } from '../DemoPage';

const PLACES: Record<TooltipPosition, { gridArea: string; justifySelf: string }> = {
  top: { gridArea: '1 / 2', justifySelf: 'center' },
  left: { gridArea: '2 / 1', justifySelf: 'end' },
  right: { gridArea: '2 / 3', justifySelf: 'start' },
  bottom: { gridArea: '3 / 2', justifySelf: 'center' },
};

const POSITIONS: TooltipPosition[] = ['top', 'bottom', 'left', 'right'];

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function TooltipDemo() {
  return (
    <DemoPage name="c-tooltip" description="Tooltip: a light CSS tooltip shown on hover and keyboard focus.">
      <DemoSection title="Positions" description="Hover or focus a button.">
        <Box
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(3, max-content)',
            gap: 'var(--mantine-spacing-xl) var(--mantine-spacing-md)',
            justifyContent: 'center',
            padding: 'var(--mantine-spacing-xl) 0',
          }}
        >
          {POSITIONS.map((position) => (
            <Box key={position} style={PLACES[position]}>
              <Tooltip label={`Tooltip on ${position}`} position={position}>
                <ActionButton>{capitalized(position)}</ActionButton>
              </Tooltip>
            </Box>
          ))}
        </Box>
      </DemoSection>

      <DemoSection title="Alignment" description="For top and bottom tooltips of buttons at the edge of the screen.">
        <Box style={{ display: 'flex', justifyContent: 'space-between', padding: 'var(--mantine-spacing-xl) 0' }}>
          <Tooltip label="Aligned to the start of the button" position="bottom" align="start">
            <ActionButton>Start</ActionButton>
          </Tooltip>
          <Tooltip label="Aligned to the end of the button" position="bottom" align="end">
            <ActionButton>End</ActionButton>
          </Tooltip>
        </Box>
      </DemoSection>
    </DemoPage>
  );
}
