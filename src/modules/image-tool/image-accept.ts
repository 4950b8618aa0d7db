/** The images the image tools take (the `accept` of their file fields): what the codecs decode. Its words: the shell's `ui.imageFiles`. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/avif,image/gif,image/bmp,image/x-icon,image/vnd.microsoft.icon,image/svg+xml,image/heic,image/heif,.heic,.heif,.ico,.svg';
