// Property: the building tree actions of 房屋详情 (02 §2 Property, §6).

/** 02 §6: keys of the building-tree actions of 房屋详情; 'update subordinate data' needs none. */
export const PROPERTY_ROOM_KEYS = {
  addBuild: 'PropertyRoomAddBuild',
  editBuild: 'PropertyRoomEditBuild',
  deleteBuild: 'PropertyRoomDeleteBuild',
  addUnit: 'PropertyRoomAddUnit',
  editUnit: 'PropertyRoomEditUnit',
  deleteUnit: 'PropertyRoomDeleteUnit',
  addRoom: 'PropertyRoomAdd',
} as const;
/** 02 §6 building tree: 'update subordinate data' (reloads a node's children), always shown. */
export const UPDATE_SUBORDINATE_TEXT = '更新下级数据';
/** 02 §2 building tree panel levels: 0 community, 1 building, 2 unit (or group), 3 rooms. */
export const BUILDING_PANEL_LEVELS = { community: 0, building: 1, unit: 2, room: 3 } as const;
