export { useQrCode, downloadBlob, QR_DEBOUNCE_MS, type QrCodeState } from './use-qr-code';
export { QrCodeView, type QrCodeViewProps } from './QrCodeView';
