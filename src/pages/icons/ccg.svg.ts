/** The icon sprite, built from the icon catalogue at build time. */
import type { APIRoute } from 'astro';
import { buildSprite } from '../../icons/sprite.ts';

export const GET: APIRoute = () => new Response(buildSprite(), { headers: { 'Content-Type': 'image/svg+xml' } });
