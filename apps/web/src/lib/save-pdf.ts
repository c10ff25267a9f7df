/**
 * Saving a PDF the server sent as base64 (a plan version, a monthly statement): its bytes as a PDF Blob, saved
 * under a file name through a temporary `<a download>` whose object URL is revoked once the browser has it.
 */

/**
 * A PDF Blob of the server's base64.
 * @param base64 the file in base64, as the server sends it
 */
export function pdfBlob(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: 'application/pdf' });
}

/**
 * Saves a file in the browser under a name.
 * @param blob the file
 * @param fileName e.g. "stairway-plan-v1.pdf"
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked after the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
