/** Saves a blob as a file through a temporary object URL (no network involved). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves text as a file (UTF-8). */
export function downloadText(fileName: string, text: string, mimeType = 'text/plain'): void {
  downloadBlob(fileName, new Blob([text], { type: `${mimeType};charset=utf-8` }));
}

/** Saves bytes as a file. */
export function downloadBytes(fileName: string, bytes: Uint8Array, mimeType = 'application/octet-stream'): void {
  downloadBlob(fileName, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mimeType }));
}
