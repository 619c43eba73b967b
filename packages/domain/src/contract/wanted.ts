import { ZNoData } from '../api.ts';
import {
  ZFollowCategoriesRequest,
  ZNewWantedList,
  ZWantedCount,
  ZWantedList,
  ZWantedParams,
  ZWantedPushRequest,
} from '../wanted.ts';
import { defineArea } from './define-route.ts';

/** Followed categories (§3 Wanted item, §4 Follow dialog, §5 leastone, §7 /wanted…). */
export const wantedContract = defineArea('wanted', {
  list: {
    method: 'GET',
    path: '/app-v2/wanted/list',
    access: 'user',
    tag: 'wanted',
    summary: 'The categories the caller follows, with live asks and push',
    response: ZWantedList,
  },
  listNew: {
    method: 'GET',
    path: '/app-v2/wanted/list/new',
    access: 'user',
    tag: 'wanted',
    summary: 'Enabled categories the caller does not follow yet',
    response: ZNewWantedList,
  },
  follow: {
    method: 'POST',
    path: '/app-v2/wanted',
    access: 'user',
    tag: 'wanted',
    summary: 'Follow categories {categoryIdList} (at least one: leastone)',
    body: ZFollowCategoriesRequest,
    response: ZWantedCount,
  },
  setPush: {
    method: 'PUT',
    path: '/app-v2/wanted',
    access: 'party',
    tag: 'wanted',
    summary: 'Push on (0) or off (1) for one followed category',
    description: 'Errors: 404 a wantedId the caller does not follow.',
    body: ZWantedPushRequest,
    response: ZNoData,
  },
  unfollow: {
    method: 'DELETE',
    path: '/app-v2/wanted/:wantedId',
    access: 'party',
    tag: 'wanted',
    summary: 'Stop following a category (the last one stays: leastone)',
    description: 'Errors: 404 a wantedId the caller does not follow.',
    params: ZWantedParams,
    response: ZWantedCount,
  },
});
