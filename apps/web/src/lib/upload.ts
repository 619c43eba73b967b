/**
 * Multipart upload with progress. fetch() cannot report how much of a request body has been sent, so uploads go
 * through XMLHttpRequest — with the very headers, prefix, timeout and §8 reactions of the api client (it settles
 * the answer through `api.settle`), so a 401 still clears the session and a 403 still says the file is too large.
 */
import { prefixPath } from '@scrapbridge/domain/api-prefix';
import { api, requestHeaders, type TApiClient, type TApiResult, type TRequestOptions } from './api-client.ts';

export type TUploadOptions = {
  /** 0–100 as bytes leave the browser (the server's processing afterwards is not part of it). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  quiet?: TRequestOptions['quiet'];
};

/**
 * Sends `form` as multipart/form-data to `address`. Features call it through `uploadRoute` (lib/route-client.ts), which
 * takes the address and the answer's type from the route's declaration:
 *
 *   uploadRoute(filesRoutes.upload, {}, form, { onProgress });
 *
 * A bare §7 path of a route not yet on the contract still gets its prefix (/file/upload → /ai-system/…); a full
 * path is left as it is.
 */
export function uploadWithProgress<T>(
  address: string,
  form: FormData,
  options: TUploadOptions = {},
  client: Pick<TApiClient, 'settle' | 'transportFailure' | 'context' | 'timeoutMs'> = api,
): Promise<TApiResult<T>> {
  const url = prefixPath(address);
  const ctx = client.context();
  const headers = requestHeaders(url, ctx);
  const reactOptions: TRequestOptions = options.quiet === undefined ? {} : { quiet: options.quiet };

  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = client.timeoutMs;
    xhr.withCredentials = true;
    // The browser sets the multipart boundary itself; every other §7 header is ours.
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        parsed = null;
      }
      resolve(client.settle<T>(xhr.status, parsed, reactOptions, !!ctx.token));
    };
    xhr.onerror = () => resolve(client.transportFailure('network', reactOptions));
    xhr.ontimeout = () => resolve(client.transportFailure('timeout', reactOptions));
    xhr.onabort = () => resolve({ success: false, code: 0, msg: '', data: null, transport: 'aborted' });

    if (options.signal) {
      if (options.signal.aborted) {
        resolve({ success: false, code: 0, msg: '', data: null, transport: 'aborted' });
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}
