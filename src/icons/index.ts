/**
 * How icons are drawn, the public face: parse an icon spec (`medical:expert`,
 * `credits:2`, `crew+medical`), build its SVG element with an accessible name, and
 * print that element as HTML or HAST. Client-safe (islands use it); the sprite
 * itself is built at build time by `sprite.ts`, which pages import directly.
 */
export { SPRITE_PATH, iconElement, iconElementWith, iconLabel, iconLabelWith, iconSpecOf, parseIconSpec } from './render.ts';
export type { IconLookup, IconSpec, SpecResult } from './render.ts';
export { el, toHast, toHtml } from './svg-tree.ts';
export type { El, HastElement } from './svg-tree.ts';
