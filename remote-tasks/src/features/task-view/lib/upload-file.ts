/**
 * PUT of the raw file to the signed uploadUrl (docs/answers-and-windows.md), with its content
 * type as header. XMLHttpRequest rather than fetch because only it reports upload progress.
 * Resolves on a 2xx answer; rejects on any other status, a network error or an abort.
 */
export function uploadFile(uploadUrl: string, file: Blob, contentType: string, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', uploadUrl);
    request.setRequestHeader('Content-Type', contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new Error(`upload answered ${request.status}`));
      }
    };
    request.onerror = () => reject(new Error('upload failed'));
    request.onabort = () => reject(new Error('upload aborted'));
    request.ontimeout = () => reject(new Error('upload timed out'));
    request.send(file);
  });
}
