import { HttpStatusError } from "../../../lib/errors";

/**
 * Sends one file as multipart/form-data to a file call and resolves with its
 * JSON answer. XMLHttpRequest rather than fetch, because only it reports how
 * much of an upload has been sent. A refusal rejects with the server's status
 * and message; no answer at all rejects with a plain Error.
 */
export function postFile<T>(path: string, file: File, onProgress: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((100 * event.loaded) / event.total));
    };
    request.onload = () => {
      const body = request.response as { message?: unknown } | null;
      if (request.status >= 200 && request.status < 300 && body !== null) return resolve(body as T);
      const message = typeof body?.message === "string" ? body.message : "";
      reject(request.status === 0 ? new Error("no answer") : new HttpStatusError(request.status, message));
    };
    request.onerror = () => reject(new Error("no answer"));
    const form = new FormData();
    form.append("file", file, file.name);
    request.send(form);
  });
}
