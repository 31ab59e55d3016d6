/** Saves an export as a file, as the settings' « Mes données » does: the browser's own download, from the JSON the API answered. */
export function saveAsJsonFile(content: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(content, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
