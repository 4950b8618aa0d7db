import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { downloadText } from '../../lib/download';
import { downloadBlob } from '../../lib/download';
import type { QrCodeState } from './qr-code-state';

export interface QrCodeViewProps {
  state: QrCodeState;
  /** The image's alt text, e.g. "QR code". */
  alt: string;
  /** File names without extension, e.g. "qr-code" gives qr-code.png and qr-code.svg. */
  fileBase: string;
  downloadPngLabel: string;
  downloadSvgLabel: string;
  /** Shown in place of the image when there is none (a hint such as "Enter some text…"). */
  placeholder?: ReactNode;
  /** Shown on screen, px (the image itself is 1024 px). */
  displaySize?: number;
}

/** The QR image (shown at 200 px) with its "Download PNG" / "Download SVG" buttons, disabled without a code. */
export function QrCodeView({ state, alt, fileBase, downloadPngLabel, downloadSvgLabel, placeholder, displaySize = 200 }: QrCodeViewProps) {
  const ready = state.status === 'ready' ? state : undefined;
  return (
    <Stack align="center" gap="md">
      <Box
        w={displaySize}
        h={displaySize}
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: ready ? undefined : '1px dashed var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
          // A checkerboard shows transparency behind a transparent background.
          backgroundImage: ready ? 'repeating-conic-gradient(#d0d0d0 0 25%, #ffffff 0 50%)' : undefined,
          backgroundSize: '16px 16px',
        }}
      >
        {ready ? (
          <img src={ready.svgUrl} alt={alt} width={displaySize} height={displaySize} style={{ display: 'block' }} />
        ) : (
          placeholder && (
            <Text size="sm" c="dimmed" ta="center" px="sm" role="status">
              {placeholder}
            </Text>
          )
        )}
      </Box>
      <Group justify="center" gap="sm">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={!ready}
          onClick={() => ready && void ready.png().then((png) => downloadBlob(`${fileBase}.png`, png))}
        >
          {downloadPngLabel}
        </Button>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={!ready}
          onClick={() => ready && downloadText(`${fileBase}.svg`, ready.svg, 'image/svg+xml')}
        >
          {downloadSvgLabel}
        </Button>
      </Group>
    </Stack>
  );
}
