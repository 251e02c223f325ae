/** The web app manifest: installable to a phone's home screen. */
import { SITE } from './identity.ts';

export const webManifest = {
  name: SITE.name,
  short_name: SITE.shortName,
  description: SITE.description,
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  background_color: '#121417',
  theme_color: '#121417',
  icons: [
    { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
