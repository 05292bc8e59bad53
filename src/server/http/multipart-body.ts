import express, { type Request, type RequestHandler } from "express";
import { FILE_UPLOAD } from "../../shared/limits";
import { SERVER_MESSAGES as M } from "../../shared/messages";
import { fail } from "../errors";
import { sendError } from "./send-error";

/**
 * The file calls' body: multipart/form-data, read whole into memory (never to
 * disk) up to one file's limit plus the form around it, then split into
 * fields by the platform's own multipart parser (decision 112).
 */

const readMultipartBytes = express.raw({ type: "multipart/form-data", limit: FILE_UPLOAD.maxBytes + FILE_UPLOAD.formOverheadBytes });

/** What the body reader's failures mean for an upload, in the spec's error shape. */
function uploadBodyError(error: unknown) {
  const { type } = error as { type?: string };
  if (type === "entity.too.large") return fail.payloadTooLarge(M.fileTooLarge);
  if (type === "encoding.unsupported") return fail.unsupportedMediaType(M.uploadNotMultipart);
  return fail.badRequest(M.uploadUnreadable);
}

export const readUploadBody: RequestHandler = (req, res, next) => {
  if (!req.is("multipart/form-data")) return sendError(res, fail.unsupportedMediaType(M.uploadNotMultipart));
  readMultipartBytes(req, res, (error?: unknown) => (error === undefined ? next() : sendError(res, uploadBodyError(error))));
};

/**
 * The form as a procedure's input: each text field by its name (the public
 * API's apiKey) and the one file under `file`, as its name and bytes.
 */
export async function uploadInput(req: Request): Promise<Record<string, unknown>> {
  // express.raw leaves a Buffer over a plain ArrayBuffer, which the web Response takes as it is.
  const body = (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)) as Uint8Array<ArrayBuffer>;
  const form = await new globalThis.Response(body, { headers: { "content-type": String(req.headers["content-type"]) } })
    .formData()
    .catch(() => {
      throw fail.badRequest(M.uploadUnreadable);
    });
  const input: Record<string, unknown> = {};
  for (const [name, value] of form) if (typeof value === "string") input[name] = value;
  const files = form.getAll("file").filter((value): value is File => typeof value !== "string");
  if (files.length > 1) throw fail.badRequest(M.oneFilePerRequest);
  const [file] = files;
  if (file) input.file = { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
  return input;
}
