// The user popover's card (UserCard: descriptions, buttons) loads after the top bar's first paint.
import { lazyModule } from '@/components/lazy-module';

export const userCard = lazyModule(() => import('./UserCard'));
