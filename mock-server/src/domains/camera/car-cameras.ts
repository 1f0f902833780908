// Licence-plate cameras of each community for the vehicle camera tree (02-modules §3 "Vehicle camera
// tree node", §4 "Camera tree"); made on first use per community.
import type { components } from '@zhsq/contract/api';
import type { CommunityRecord } from '../../store/communities.js';
import type { DomainContext } from '../context.js';
import { slicePage, type PageOf, type PageRequest } from '../../lib/paging.js';

export type CarCamera = components['schemas']['CarCamera'];
export type CarCameraGroup = components['schemas']['CarCameraGroup'];

const GATES = ['北门', '南门', '东门', '西门', '地库'];

export function createCarCameras(ctx: Pick<DomainContext, 'faker'>) {
  const cameras = new Map<number, CarCamera[]>();
  function camerasOf(c: CommunityRecord): CarCamera[] {
    let list = cameras.get(c.depId);
    if (!list) {
      const f = ctx.faker(`car-cameras:${c.depId}`);
      const gates = f.helpers.arrayElements(GATES, { min: 1, max: 2 });
      list = gates.flatMap((gate, g) =>
        ([1, 2] as const).map((direction) => ({
          cameraId: c.depId * 1000 + g * 2 + direction,
          cameraName: `${gate}${direction === 1 ? '入口' : '出口'}车牌识别`,
          direction,
        })),
      );
      cameras.set(c.depId, list);
    }
    return list;
  }
  const groupOf = (c: CommunityRecord, cams: CarCamera[]): CarCameraGroup => ({
    depId: c.depId,
    depName: c.depName,
    carCameraList: cams.map((cam) => ({ ...cam })),
  });
  return {
    /**
     * One group per community with cameras matching `cameraName` (all when empty), paged by community.
     * Every community has cameras, so without a filter only the requested page is made.
     */
    groups(
      communities: CommunityRecord[],
      cameraName: string | undefined,
      request: PageRequest,
    ): PageOf<CarCameraGroup> {
      const part = cameraName?.trim();
      if (!part) {
        const p = slicePage(communities, request, 100);
        return { ...p, items: p.items.map((c) => groupOf(c, camerasOf(c))) };
      }
      const matching = communities.flatMap((c) => {
        const list = camerasOf(c).filter((cam) => cam.cameraName.includes(part));
        return list.length ? [groupOf(c, list)] : [];
      });
      return slicePage(matching, request, 100);
    },
  };
}

export type CarCamerasDomain = ReturnType<typeof createCarCameras>;
