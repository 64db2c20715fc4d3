import { ApiError, errorBody } from './api-client';
import { fetchCurrentUser } from './current-user';
import { getAccessToken } from './session';

export interface UploadOptions {
  method: 'POST' | 'PUT';
  body: FormData;
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
}

interface Answer {
  status: number;
  data: unknown;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function send(path: string, { method, body, onProgress }: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, data: parse(xhr.responseText) });
    xhr.onerror = () => reject(new ApiError(0));
    xhr.send(body);
  });
}

/**
 * Sends multipart form data to the API under /api with XMLHttpRequest, so the upload's progress
 * can be shown (fetch cannot report it). The bearer token goes along; on a 401 the fetch client
 * renews the session (through GET /api/auth/me, which refreshes once or ends the session) and the
 * upload is sent once more. Failures throw ApiError like the fetch client.
 */
export async function uploadWithProgress<T>(path: string, options: UploadOptions): Promise<T> {
  let answer = await send(path, options);
  if (answer.status === 401) {
    await fetchCurrentUser();
    answer = await send(path, options);
  }
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, errorBody(answer.data));
  return answer.data as T;
}
