// Generated from the contract by `npm run contract:table`; do not edit. A test fails when it is out of date.
import type { TContract } from '../contract.ts';

export const siteRoutes = {
  config: { area: 'site', name: 'config', method: 'GET', path: '/app-v2/site/config', access: 'public' },
  news: { area: 'site', name: 'news', method: 'GET', path: '/app-v2/site/news', access: 'public' },
  stories: { area: 'site', name: 'stories', method: 'GET', path: '/app-v2/site/stories', access: 'public' },
  universe: { area: 'site', name: 'universe', method: 'GET', path: '/app-v2/site/universe', access: 'public' },
  contact: { area: 'site', name: 'contact', method: 'POST', path: '/app-v2/contact/save', access: 'public' },
  staffNews: { area: 'site', name: 'staffNews', method: 'GET', path: '/admin/site/news', access: 'staff' },
  createNews: { area: 'site', name: 'createNews', method: 'POST', path: '/admin/site/news', access: 'staff' },
  updateNews: { area: 'site', name: 'updateNews', method: 'PUT', path: '/admin/site/news/:id', access: 'staff' },
  removeNews: { area: 'site', name: 'removeNews', method: 'DELETE', path: '/admin/site/news/:id', access: 'staff' },
  staffStories: { area: 'site', name: 'staffStories', method: 'GET', path: '/admin/site/stories', access: 'staff' },
  createStory: { area: 'site', name: 'createStory', method: 'POST', path: '/admin/site/stories', access: 'staff' },
  updateStory: { area: 'site', name: 'updateStory', method: 'PUT', path: '/admin/site/stories/:id', access: 'staff' },
  removeStory: { area: 'site', name: 'removeStory', method: 'DELETE', path: '/admin/site/stories/:id', access: 'staff' },
  contactMessages: { area: 'site', name: 'contactMessages', method: 'GET', path: '/admin/contact/messages', access: 'staff' },
  markContactHandled: { area: 'site', name: 'markContactHandled', method: 'POST', path: '/admin/contact/messages/:id/handled', access: 'staff' },
} as unknown as TContract['site'];
