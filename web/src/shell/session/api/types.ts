// Contract types the session works with (generated from openapi/; never hand-written).
import type { components } from '@zhsq/contract/api';

type Schemas = components['schemas'];
export type UserInfo = Schemas['UserInfo'];
export type MenuItem = Schemas['MenuItem'];
export type Area = Schemas['Area'];
export type TreeNode = Schemas['TreeNode'];
export type DictItem = Schemas['DictItem'];
