// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const wikiRoutes = {
  categories: { area: 'wiki', name: 'categories', method: 'GET', path: '/app-v2/wiki/categories', access: 'public' },
  articles: { area: 'wiki', name: 'articles', method: 'GET', path: '/app-v2/wiki/articles', access: 'public' },
  article: { area: 'wiki', name: 'article', method: 'GET', path: '/app-v2/wiki/articles/:slug', access: 'public' },
  staffArticles: { area: 'wiki', name: 'staffArticles', method: 'GET', path: '/admin/wiki/articles', access: 'staff' },
  staffArticle: { area: 'wiki', name: 'staffArticle', method: 'GET', path: '/admin/wiki/articles/:id', access: 'staff' },
  createArticle: { area: 'wiki', name: 'createArticle', method: 'POST', path: '/admin/wiki/articles', access: 'staff' },
  updateArticle: { area: 'wiki', name: 'updateArticle', method: 'PUT', path: '/admin/wiki/articles/:id', access: 'staff' },
  removeArticle: { area: 'wiki', name: 'removeArticle', method: 'DELETE', path: '/admin/wiki/articles/:id', access: 'staff' },
} as unknown as TContract['wiki'];
