// The built-in import targets and export sources; importing this module registers them.
import './resident.js';
import './smoke-alarm.js';
import './house.js';
import './car.js';
import './card.js';
import './door-device.js';
import './staff.js';
import './records.js';
