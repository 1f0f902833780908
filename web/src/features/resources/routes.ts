// Route name -> lazily loaded resource page, one line per declared list page (02 §2).
import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

export const resourcePages: Readonly<Record<string, () => Promise<PageModule>>> = {
  DoorDevice: () => import('./declarations/device/door-device'),
  IndoorDevice: () => import('./declarations/device/indoor-device'),
  PartitionDevice: () => import('./declarations/device/partition-device'),
  PropertyDevice: () => import('./declarations/device/property-device'),
  VideoDevice: () => import('./declarations/device/video-device'),
  VideoStorage: () => import('./declarations/device/storage-server'),
  VideoDevi: () => import('./declarations/device/diagnosis-server'),
  FaceCaputure: () => import('./declarations/device/face-camera'),
  ParkingHost: () => import('./declarations/device/parking-host'),
  VehicleCaputure: () => import('./declarations/device/vehicle-camera'),
  ElevatorHost: () => import('./declarations/device/elevator-host'),
  ManholeCoverDevice: () => import('./declarations/device/manhole-cover'),
  SmokeDetectorDevice: () => import('./declarations/device/smoke-detector'),
  ReportRepair: () => import('./declarations/community/report-repair'),
  CommunityRelease: () => import('./declarations/community/community-release'),
  CommunityReleaseAdd: () =>
    import('./declarations/community/community-release').then((m) => ({ default: m.ReleaseAddPage })),
  CommunityReleaseDetail: () => import('./declarations/community/release-detail'),
  DoorRotation: () =>
    import('./declarations/community/rotation').then((m) => ({ default: m.DoorRotationPage })),
  AppletRotation: () =>
    import('./declarations/community/rotation').then((m) => ({ default: m.AppletRotationPage })),
  CommunityCaring: () => import('./declarations/community/community-caring'),
  SystemOperationLog: () =>
    import('./declarations/operation/logs').then((m) => ({ default: m.SystemOperationLogPage })),
  DeviceReplaceLog: () =>
    import('./declarations/operation/logs').then((m) => ({ default: m.DeviceReplaceLogPage })),
  ReplaceLogInfo: () =>
    import('./declarations/operation/log-details').then((m) => ({ default: m.ReplaceLogInfoPage })),
  BlackWhiteListLog: () =>
    import('./declarations/operation/logs').then((m) => ({ default: m.BlackWhiteListLogPage })),
  CardOperationLog: () =>
    import('./declarations/operation/logs').then((m) => ({ default: m.CardOperationLogPage })),
  CardRenewalLogDetail: () =>
    import('./declarations/operation/log-details').then((m) => ({ default: m.CardRenewalLogDetailPage })),
  TrafficCardManagement: () => import('./declarations/operation/traffic-card'),
  UpgradeNotice: () => import('./declarations/operation/upgrade-notice'),
  UpgradeNoticeEdit: () =>
    import('./declarations/operation/upgrade-notice').then((m) => ({ default: m.UpgradeNoticeEditPage })),
  SystemNotice: () => import('./declarations/operation/sys-notify'),
  SystemNoticeEdit: () =>
    import('./declarations/operation/sys-notify').then((m) => ({ default: m.SystemNoticeEditPage })),
  SmsManagement: () => import('./declarations/operation/sms-record'),
  AuthenticationLog: () =>
    import('./declarations/operation/logs').then((m) => ({ default: m.AuthenticationLogPage })),
  InOutRecord: () => import('./declarations/security/in-out-record'),
  GuestRecord: () => import('./declarations/security/guest-record'),
  MacLog: () => import('./declarations/security/mac-record'),
  SnapshotRecords: () => import('./declarations/security/door-snapshot'),
  SecurityCamera: () => import('./declarations/security/face-snapshot'),
  VehicleSnapshot: () => import('./declarations/security/car-snapshot'),
  DutyHome: () => import('./declarations/security/duty-area'),
  DutyHomeAdd: () =>
    import('./declarations/security/duty-area-form-page').then((m) => ({ default: m.DutyHomeAddPage })),
  DutyHomeEdit: () =>
    import('./declarations/security/duty-area-form-page').then((m) => ({ default: m.DutyHomeEditPage })),
  IdentifyControl: () => import('./declarations/security/id-card-control'),
  NativePlaceControl: () => import('./declarations/security/native-place-control'),
  ImmigrationControl: () => import('./declarations/security/tag-control'),
  WarningReport: () => import('./declarations/security/warning-declaration'),
  TaskAssignment: () => import('./declarations/security/task-assignment'),
  CarControl: () => import('./declarations/security/car-control'),
  DoorAlert: () => import('./declarations/security/door-alarm'),
  ManholeCoverAlarm: () => import('./declarations/security/manhole-alarm'),
  ImmigrationWarning: () => import('./declarations/security/tag-warning'),
  StrangerAlert: () => import('./declarations/security/stranger-over-limit'),
  GoAwayWarning: () => import('./declarations/security/go-away-warning'),
  DeclareAlert: () =>
    import('./declarations/security/warning-declaration').then((m) => ({ default: m.DeclareAlertPage })),
  WaterImmersionAlarm: () =>
    import('./declarations/security/smart-home-alarm').then((m) => ({ default: m.WaterImmersionAlarm })),
  TemperatureAlarm: () =>
    import('./declarations/security/smart-home-alarm').then((m) => ({ default: m.TemperatureAlarm })),
  HumidityAlarm: () =>
    import('./declarations/security/smart-home-alarm').then((m) => ({ default: m.HumidityAlarm })),
  DoorMagneticAlarm: () =>
    import('./declarations/security/smart-home-alarm').then((m) => ({ default: m.DoorMagneticAlarm })),
  GasAlarm: () => import('./declarations/security/smart-home-alarm').then((m) => ({ default: m.GasAlarm })),
  InfraredAlarm: () =>
    import('./declarations/security/smart-home-alarm').then((m) => ({ default: m.InfraredAlarm })),
  EmergencyButtonAlarm: () =>
    import('./declarations/security/smart-home-alarm').then((m) => ({ default: m.EmergencyButtonAlarm })),
  HouseSmokeAlarm: () =>
    import('./declarations/security/smart-home-alarm').then((m) => ({ default: m.HouseSmokeAlarm })),
  // 物业管理 (02 §2 Property)
  PropertyCommunity: () => import('./declarations/property/community'),
  PropertyCommunityAdd: () =>
    import('./declarations/property/community').then((m) => ({ default: m.CommunityAddPage })),
  PropertyCommunityEdit: () =>
    import('./declarations/property/community').then((m) => ({ default: m.CommunityEditPage })),
  PropertyRoom: () => import('./declarations/property/room'),
  PropertyPartition: () => import('./declarations/property/partition'),
  UnitManagement: () => import('./declarations/property/unit'),
  UnitManagementAdd: () => import('./declarations/property/unit').then((m) => ({ default: m.UnitAddPage })),
  UnitManagementEdit: () => import('./declarations/property/unit').then((m) => ({ default: m.UnitEditPage })),
  Resident: () => import('./declarations/property/resident'),
  ResidentAdd: () => import('./declarations/property/resident').then((m) => ({ default: m.ResidentAddPage })),
  ResidentEdit: () =>
    import('./declarations/property/resident').then((m) => ({ default: m.ResidentEditPage })),
  Accredit: () => import('./declarations/property/accredit'),
  Landlord: () => import('./declarations/property/landlord'),
  LandlordAdd: () => import('./declarations/property/landlord').then((m) => ({ default: m.LandlordAddPage })),
  LandlordEdit: () =>
    import('./declarations/property/landlord').then((m) => ({ default: m.LandlordEditPage })),
  LandlordRecord: () =>
    import('./declarations/property/landlord').then((m) => ({ default: m.LandlordRecordPage })),
  ParkVehicle: () => import('./declarations/parking/park-vehicle'),
  ParkOrder: () => import('./declarations/parking/park-order'),
  RecordQuery: () => import('./declarations/parking/park-record'),
  ParkLot: () => import('./declarations/parking/park-lot'),
  PaySituation: () => import('./declarations/fee/bill'),
  PaySituationDetail: () =>
    import('./declarations/fee/bill-detail').then((m) => ({ default: m.BillDetailPage })),
  PayRecord: () => import('./declarations/fee/pay-record'),
  PayRecordDetail: () =>
    import('./declarations/fee/pay-record').then((m) => ({ default: m.PayRecordDetailPage })),
  ChargeSet: () => import('./declarations/fee/charge-set'),
  ChargeSetAdd: () => import('./declarations/fee/charge-set').then((m) => ({ default: m.ChargeSetAddPage })),
  ChargeSetEdit: () =>
    import('./declarations/fee/charge-set').then((m) => ({ default: m.ChargeSetEditPage })),
  ChargeAccount: () => import('./declarations/fee/charge-account'),
  ChargeAccountAdd: () =>
    import('./declarations/fee/charge-account').then((m) => ({ default: m.ChargeAccountAddPage })),
  ChargeAccountEdit: () =>
    import('./declarations/fee/charge-account').then((m) => ({ default: m.ChargeAccountEditPage })),
  AccessCard: () => import('./declarations/property/access-card'),
  UpdateUserInfo: () => import('./declarations/property/update-user-info'),
  CardChargeOrder: () => import('./declarations/property/card-charge-order'),
  Staff: () => import('./declarations/property/staff'),
  StaffAdd: () => import('./declarations/property/staff').then((m) => ({ default: m.StaffAddPage })),
  StaffEdit: () => import('./declarations/property/staff').then((m) => ({ default: m.StaffEditPage })),
  PropertyAccount: () => import('./declarations/property/property-account'),
  VisitorManagement: () => import('./declarations/property/visitor'),
  VisitorAdd: () => import('./declarations/property/visitor').then((m) => ({ default: m.VisitorAddPage })),
  VisitorEdit: () => import('./declarations/property/visitor').then((m) => ({ default: m.VisitorEditPage })),
  AttendanceGroup: () => import('./declarations/attendance/attendance-group'),
  FaceChargeOrder: () => import('./declarations/fee/face-charge-order'),
  CallChargeOrder: () => import('./declarations/fee/call-charge-order'),
  CallAccountRecord: () => import('./declarations/fee/call-account-record'),
  PlatformRechargeOrder: () => import('./declarations/fee/platform-recharge-order'),
  SystemCompanion: () => import('./declarations/system/companion'),
  SystemCompanionAdd: () =>
    import('./declarations/system/companion').then((m) => ({ default: m.CompanionAddPage })),
  SystemCompanionEdit: () =>
    import('./declarations/system/companion').then((m) => ({ default: m.CompanionEditPage })),
  SystemCompanionDetail: () =>
    import('./declarations/system/companion').then((m) => ({ default: m.CompanionDetailPage })),
  SystemFramework: () => import('./declarations/system/framework'),
  SystemAccount: () => import('./declarations/system/account'),
  SystemRole: () => import('./declarations/system/role'),
  SystemRoleAdd: () => import('./declarations/system/role-accounts'),
  RoleDetail: () => import('./declarations/system/role-detail'),
  SystemRoleDetail: () => import('./declarations/system/role-permissions'),
  SystemManagement: () => import('./declarations/system/system-user'),
  SystemManagementAdd: () =>
    import('./declarations/system/system-user-form').then((m) => ({ default: m.SystemUserAddPage })),
  SystemManagementEdit: () =>
    import('./declarations/system/system-user-form').then((m) => ({ default: m.SystemUserEditPage })),
  AppParams: () => import('./declarations/system/app-params'),
  FaceParameters: () =>
    import('./declarations/system/charge-params').then((m) => ({ default: m.FaceChargePage })),
  CallChargeParameters: () =>
    import('./declarations/system/charge-params').then((m) => ({ default: m.CallChargePage })),
  SecurityParameter: () => import('./declarations/system/security-mode'),
  EditSecurityModel: () =>
    import('./declarations/system/security-mode').then((m) => ({ default: m.SecurityModeAddPage })),
  SystemParameters: () => import('./declarations/system/system-param'),
  PlaneMap: () => import('./declarations/system/plane-map'),
  AlarmLinkage: () => import('./declarations/system/alarm-linkage'),
  EstateDutyHome: () => import('./declarations/system/estate-duty-home'),
  EstateDutyHomeAdd: () =>
    import('./declarations/system/estate-duty-home-form').then((m) => ({ default: m.EstateDutyHomeAddPage })),
  EstateDutyHomeEdit: () =>
    import('./declarations/system/estate-duty-home-form').then((m) => ({
      default: m.EstateDutyHomeEditPage,
    })),
};
