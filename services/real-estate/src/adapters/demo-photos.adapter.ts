// The demo room photos shipped with the service (media/demo/, made once by
// scripts/make-demo-photos.ts), in their timeline order.
import { fileURLToPath } from 'node:url';
import type { DemoPhotos } from '../domain/shots.service.ts';

export const DEMO_PHOTOS = [
  { file: 'facade.jpg', name: 'Facade' },
  { file: 'living-room.jpg', name: 'Living room' },
  { file: 'kitchen.jpg', name: 'Kitchen' },
  { file: 'bedroom.jpg', name: 'Bedroom' },
  { file: 'bathroom.jpg', name: 'Bathroom' },
  { file: 'garden.jpg', name: 'Garden' },
] as const;

export const demoPhotoPath = (file: string): string =>
  fileURLToPath(new URL(`../../media/demo/${file}`, import.meta.url));

export const shippedDemoPhotos: DemoPhotos = {
  list: async () => DEMO_PHOTOS.map((photo) => ({ name: photo.name, path: demoPhotoPath(photo.file) })),
};
