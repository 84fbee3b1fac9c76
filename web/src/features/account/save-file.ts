/** Hands a file to the browser's download (the name is only a suggestion to the browser). */
export function saveFile(content: Blob, fileName: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
