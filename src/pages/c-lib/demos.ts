import type { ComponentType } from 'react';
import { AlertDemo } from './demos/AlertDemo';
import { ButtonDemo } from './demos/ButtonDemo';
import { CollapseDemo } from './demos/CollapseDemo';
import { CopyableDemo } from './demos/CopyableDemo';
import { FileUploadDemo } from './demos/FileUploadDemo';
import { InputTextDemo } from './demos/InputTextDemo';
import { LargeTextDemo } from './demos/LargeTextDemo';
import { MarkdownDemo } from './demos/MarkdownDemo';
import { ModalDemo } from './demos/ModalDemo';
import { ModalValueDemo } from './demos/ModalValueDemo';
import { SelectDemo } from './demos/SelectDemo';
import { TableDemo } from './demos/TableDemo';
import { TooltipDemo } from './demos/TooltipDemo';

export interface Demo {
  /** The child route and the name shown on the gallery's button and the demo's heading. */
  name: string;
  Component: ComponentType;
}

/** Every demo page of the gallery, in the order of the spec's list. */
export const DEMOS: readonly Demo[] = [
  { name: 'c-select', Component: SelectDemo },
  { name: 'c-table', Component: TableDemo },
  { name: 'c-tooltip', Component: TooltipDemo },
  { name: 'c-modal', Component: ModalDemo },
  { name: 'c-button', Component: ButtonDemo },
  { name: 'c-alert', Component: AlertDemo },
  { name: 'c-input-text', Component: InputTextDemo },
  { name: 'c-markdown', Component: MarkdownDemo },
  { name: 'c-file-upload', Component: FileUploadDemo },
  { name: 'c-copyable', Component: CopyableDemo },
  { name: 'c-collapse', Component: CollapseDemo },
  { name: 'c-modal-value', Component: ModalValueDemo },
  { name: 'c-large-text', Component: LargeTextDemo },
];
