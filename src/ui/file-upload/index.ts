export { FileDropZone, type FileDropZoneProps } from './FileDropZone';
export { fileMatchesAccept, selectFiles } from './accept';
