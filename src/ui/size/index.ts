export { UI_SIZE_HEIGHT_PX, UI_SIZE_TO_MANTINE, uiSizeHeight, uiSizeVars, type UiSize } from './ui-size';
