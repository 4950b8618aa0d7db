import { List, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { FileDropZone } from '../../../ui/file-upload/FileDropZone';
import { DemoPage, DemoSection } from '../DemoPage';

function formatBytes(bytes: number): string {
  return `${new Intl.NumberFormat('en').format(bytes)} bytes`;
}

function SelectedFiles({ files, label }: { files: readonly File[]; label: string }) {
  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No file selected.
      </Text>
    );
  }
  return (
    <List size="sm" aria-label={label}>
      {files.map((file, index) => (
        <List.Item key={`${index}-${file.name}`}>
          {file.name} <Text span c="dimmed" size="sm">({formatBytes(file.size)})</Text>
        </List.Item>
      ))}
    </List>
  );
}

export function FileUploadDemo() {
  const [single, setSingle] = useState<File[]>([]);
  const [multiple, setMultiple] = useState<File[]>([]);
  const [textOnly, setTextOnly] = useState<File[]>([]);
  return (
    <DemoPage name="c-file-upload" description="FileDropZone: click or drop, highlighted while a drag is over it, empty selections ignored.">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
        <DemoSection title="Single file">
          <FileDropZone onFiles={setSingle} />
          <SelectedFiles files={single} label="Selected file" />
        </DemoSection>
        <DemoSection title="Multiple files">
          <FileDropZone multiple onFiles={setMultiple} />
          <SelectedFiles files={multiple} label="Selected files" />
        </DemoSection>
        <DemoSection title="Accepted types">
          <FileDropZone multiple accept=".txt,.json,text/plain" acceptLabel="text or JSON files" description="Only .txt and .json files" onFiles={setTextOnly} />
          <SelectedFiles files={textOnly} label="Selected text files" />
        </DemoSection>
      </SimpleGrid>
    </DemoPage>
  );
}
