import createLibheif from 'libheif-js/libheif-wasm/libheif.js';

/** Decoded pixels, RGBA row by row: the shape of an ImageData. */
export interface DecodedImage {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

/** The parts of libheif-js's decoder used here; its own types describe only the raw wasm module. */
interface HeifImage {
  is_primary(): boolean;
  get_width(): number;
  get_height(): number;
  display(target: DecodedImage, done: (result: DecodedImage | null) => void): void;
  free(): void;
}

export interface Libheif {
  HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[] };
}

/**
 * Starts libheif (libheif-js, an Emscripten build) from the bytes of its WebAssembly binary,
 * which the caller brings: the worker fetches it from this remote's own build, a test reads it
 * from node_modules. Nothing is downloaded from anywhere else.
 */
export function loadLibheif(wasmBinary: ArrayBuffer): Promise<Libheif> {
  return new Promise((resolve, reject) => {
    // Emscripten builds the module on the options object it is given and calls back when ready.
    const options = {
      wasmBinary,
      onRuntimeInitialized: () => resolve(options as unknown as Libheif),
      onAbort: (reason: unknown) => reject(new Error(`libheif aborted: ${String(reason)}`)),
    };
    createLibheif(options);
  });
}

/** The primary image of a HEIC/HEIF file as RGBA pixels; rejects when the file holds no image libheif can decode. */
export async function decodeHeic(libheif: Libheif, bytes: Uint8Array): Promise<DecodedImage> {
  const images = new libheif.HeifDecoder().decode(bytes);
  try {
    const image = images.find((each) => each.is_primary()) ?? images[0];
    if (!image) throw new Error('no image in the HEIC file');
    const width = image.get_width();
    const height = image.get_height();
    return await new Promise<DecodedImage>((resolve, reject) => {
      image.display({ data: new Uint8ClampedArray(width * height * 4), width, height }, (result) => {
        if (result) resolve(result);
        else reject(new Error('libheif could not decode the image'));
      });
    });
  } finally {
    images.forEach((each) => each.free());
  }
}
