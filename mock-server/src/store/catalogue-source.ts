// Adapter from the console's route catalogue (web/src/app/catalogue) to the menu builder's input.
export interface MenuSourceRoute {
  name: string;
  title: string;
  authKey: string;
  icon?: string;
  hidden?: boolean;
  roles?: number[];
}
export interface MenuSourceGroup {
  name: string;
  title: string;
  icon?: string;
  roles?: number[];
  children: MenuSourceRoute[];
}

export function catalogueGroups(): MenuSourceGroup[] {
  return [];
}
