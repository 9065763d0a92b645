import { describe, expect, it } from 'vitest';
import { uploadAddress, uploadFileOf, uploadPictureFields } from './upload-address';

const id = '0123456789abcdef';

describe('upload addresses', () => {
  it('name an upload by its id and size, and draw its picture from that alone', () => {
    const address = uploadAddress({ id, width: 3000, height: 2000 });
    expect(address).toBe(`/uploads/${id}-3000x2000.jpg`);
    const picture = uploadPictureFields(address)!;
    expect(picture).toMatchObject({ width: 3000, height: 2000, src: `/uploads/${id}-1080.jpg` });
    expect(picture.sources[1]!.srcset.split(', ')).toHaveLength(6);
    expect(uploadPictureFields('/images/a.jpg')).toBeNull();
    expect(uploadPictureFields(`https://cdn.example.com/uploads/${id}-30x20.jpg`)).toBeNull();
  });

  it('tell which encoding a file name asks for, and refuse any other name', () => {
    expect(uploadFileOf(`${id}-720.avif`)).toEqual({ id, format: 'avif', width: 720 });
    expect(uploadFileOf(`${id}-720.jpg`)).toEqual({ id, format: 'jpeg', width: 720 });
    // The record's own address is its fallback JPEG.
    expect(uploadFileOf(`${id}-3000x2000.jpg`)).toEqual({ id, format: 'jpeg', width: 1080 });
    for (const name of [
      `${id}-3000x2000.avif`,
      `${id}-0.jpg`,
      `${id}-720.png`,
      `../${id}-720.jpg`,
      `${id.slice(1)}-720.jpg`,
      `${id}-12345.jpg`,
    ])
      expect(uploadFileOf(name), name).toBeNull();
  });
});
