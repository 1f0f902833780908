// 02 §2 Property (物业管理; roles [1] except the attendance and member groups; module id not shown).
import { child, group, page } from '../declare';
import type { ModuleDeclaration } from '../types';

const admin = { roles: [1] } as const;

export const propertyModule: ModuleDeclaration = {
  key: 'Property',
  title: '物业管理',
  icon: 'BankOutlined',
  children: [
    group(
      'EstateCommunity',
      '小区管理',
      'HomeOutlined',
      [
        page('PropertyCommunity', '/estate/PropertyCommunity', '小区列表', {
          icon: 'HomeOutlined',
          page: 'property/list-pages/community',
        }),
        child('PropertyCommunity', 'PropertyCommunityAdd', '/estate/PropertyCommunityAdd/add', '新增小区', {
          page: 'property/list-pages/community#CommunityAddPage',
        }),
        child(
          'PropertyCommunity',
          'PropertyCommunityEdit',
          '/estate/PropertyCommunityEdit/edit/:depId',
          '编辑小区',
          { page: 'property/list-pages/community#CommunityEditPage' },
        ),
        page('PropertyRoom', '/estate/PropertyRoom', '房屋管理', {
          icon: 'BuildOutlined',
          tree: 'NormalTree',
          page: 'property/list-pages/room',
        }),
        child('PropertyRoom', 'RoomDetail', '/estate/RoomDetail/:id/dep/:depId', '房屋详情', {
          page: 'property/room-detail/RoomDetailPage',
        }),
        page('PropertyPartition', '/estate/PropertyPartition', '分区管理', {
          icon: 'BorderOuterOutlined',
          page: 'property/list-pages/partition',
        }),
        page('UnitManagement', '/estate/UnitManagement', '单元管理', {
          icon: 'BlockOutlined',
          tree: 'BasicTree',
          page: 'property/list-pages/unit',
        }),
        child('UnitManagement', 'UnitManagementAdd', '/estate/UnitManagementAdd/add', '新增单元', {
          page: 'property/list-pages/unit#UnitAddPage',
        }),
        child('UnitManagement', 'UnitManagementEdit', '/estate/UnitManagementEdit/edit/:depId', '编辑单元', {
          page: 'property/list-pages/unit#UnitEditPage',
        }),
      ],
      admin,
    ),
    group(
      'UserResident',
      '住户管理',
      'TeamOutlined',
      [
        page('Resident', '/user/resident', '住户管理', {
          icon: 'TeamOutlined',
          tree: 'NormalTree',
          page: 'property/list-pages/resident',
        }),
        child('Resident', 'ResidentEdit', '/user/resident/edit/:id', '编辑住户', {
          page: 'property/list-pages/resident#ResidentEditPage',
        }),
        child('Resident', 'ResidentAdd', '/user/resident/add', '新增住户', {
          page: 'property/list-pages/resident#ResidentAddPage',
        }),
        page('Accredit', '/user/Accredit', '授权审核', {
          icon: 'AuditOutlined',
          page: 'property/list-pages/accredit',
        }),
        page('Landlord', '/user/Landlord', '房东列表', {
          icon: 'UserOutlined',
          page: 'property/list-pages/landlord',
        }),
        child('Landlord', 'LandlordAdd', '/user/Landlord/add/:id', '新增房东', {
          page: 'property/list-pages/landlord#LandlordAddPage',
        }),
        child('Landlord', 'LandlordEdit', '/user/Landlord/edit/:id', '编辑房东', {
          page: 'property/list-pages/landlord#LandlordEditPage',
        }),
        child('Landlord', 'LandlordRecord', '/user/Landlord/record/:id', '变更记录', {
          page: 'property/list-pages/landlord#LandlordRecordPage',
        }),
        page('PeoSearch', '/user/PeoSearch', '人员查询', {
          icon: 'SearchOutlined',
          page: 'property/people/PeoSearchPage',
        }),
        child('PeoSearch', 'PeoSearchDetail', '/user/PeoSearchDetail/:cardId', '人员详情', {
          page: 'property/people/PeoSearchDetailPage',
        }),
        page('FaceManagement', '/user/FaceManagement', '人脸管理', {
          icon: 'ScanOutlined',
          page: 'hardware/FaceCollectPage',
        }),
      ],
      admin,
    ),
    group(
      'ParkManagement',
      '停车管理',
      'CarOutlined',
      [
        page('ParkVehicle', '/park/vehicle', '车辆管理', {
          icon: 'CarOutlined',
          page: 'parking/list-pages/park-vehicle',
        }),
        page('ParkOrder', '/park/order', '停车订单', {
          icon: 'ProfileOutlined',
          page: 'parking/list-pages/park-order',
        }),
        page('RecordQuery', '/park/recordQuery', '停车记录', {
          icon: 'FileSearchOutlined',
          page: 'parking/list-pages/park-record',
        }),
        page('ParkLot', '/park/ParkLot', '停车场列表', {
          icon: 'UnorderedListOutlined',
          page: 'parking/list-pages/park-lot',
        }),
        child('ParkLot', 'ParkLotSetting', '/park/ParkLot/setting', '停车场设置', {
          page: 'parking/ParkLotSettingPage',
        }),
      ],
      admin,
    ),
    group(
      'EstateCharge',
      '收费管理',
      'AccountBookOutlined',
      [
        page('PaySituation', '/estate/paySituation', '账单管理', {
          icon: 'AccountBookOutlined',
          tree: 'BasicTree',
          page: 'fee/list-pages/bill',
        }),
        child('PaySituation', 'PaySituationDetail', '/estate/paySituation/detail', '账单详情', {
          page: 'fee/list-pages/bill-detail#BillDetailPage',
        }),
        page('PayRecord', '/estate/payRecord', '缴费记录', {
          icon: 'TransactionOutlined',
          tree: 'BasicTree',
          page: 'fee/list-pages/pay-record',
        }),
        child('PayRecord', 'PayRecordDetail', '/estate/payRecord/detail/:id', '缴费详情', {
          page: 'fee/list-pages/pay-record#PayRecordDetailPage',
        }),
        page('ChargeSet', '/estate/chargeSet', '收费设置', {
          icon: 'SettingOutlined',
          page: 'fee/list-pages/charge-set',
        }),
        child('ChargeSet', 'ChargeSetAdd', '/estate/chargeSet/add', '新增收费项', {
          page: 'fee/list-pages/charge-set#ChargeSetAddPage',
        }),
        child('ChargeSet', 'ChargeSetEdit', '/estate/chargeSet/edit', '编辑收费项', {
          page: 'fee/list-pages/charge-set#ChargeSetEditPage',
        }),
        page('ChargeReport', '/estate/chargeReport', '收费报表', {
          icon: 'BarChartOutlined',
          page: 'fee/ChargeReportPage',
        }),
        page('ChargeAccount', '/estate/chargeAccount', '收款账户', {
          icon: 'BankOutlined',
          page: 'fee/list-pages/charge-account',
        }),
        child('ChargeAccount', 'ChargeAccountAdd', '/estate/chargeAccount/add', '新增收款账户', {
          page: 'fee/list-pages/charge-account#ChargeAccountAddPage',
        }),
        child('ChargeAccount', 'ChargeAccountEdit', '/estate/chargeAccount/edit', '编辑收款账户', {
          page: 'fee/list-pages/charge-account#ChargeAccountEditPage',
        }),
      ],
      admin,
    ),
    group(
      'CardManagement',
      '门禁卡管理',
      'CreditCardOutlined',
      [
        page('AccessCard', '/card/list', '门禁卡列表', {
          icon: 'CreditCardOutlined',
          tree: 'NormalTree',
          page: 'property/list-pages/access-card',
        }),
        page('UpdateUserInfo', '/card/UpdateUserInfo', '补录住户信息', {
          icon: 'EditOutlined',
          page: 'property/list-pages/update-user-info',
        }),
        page('CardChargeOrder', '/card/chargeOrder', '卡费订单', {
          icon: 'ProfileOutlined',
          page: 'property/list-pages/card-charge-order',
        }),
      ],
      admin,
    ),
    group(
      'RealEstateStaff',
      '物业人员',
      'IdcardOutlined',
      [
        page('Staff', '/realEstate/staff', '员工列表', {
          icon: 'IdcardOutlined',
          page: 'property/list-pages/staff',
        }),
        child('Staff', 'StaffAdd', '/realEstate/staff/add', '新增员工', {
          page: 'property/list-pages/staff#StaffAddPage',
        }),
        child('Staff', 'StaffEdit', '/realEstate/staff/edit/:id', '编辑员工', {
          page: 'property/list-pages/staff#StaffEditPage',
        }),
        page('PropertyAccount', '/realEstate/propertyAccount', '物业账号管理', {
          icon: 'UserSwitchOutlined',
          page: 'property/list-pages/property-account',
        }),
      ],
      admin,
    ),
    group(
      'VisitorGroup',
      '访客管理',
      'ContactsOutlined',
      [
        page('VisitorManagement', '/visitor/index', '访客管理', {
          icon: 'ContactsOutlined',
          tree: 'BasicTree',
          page: 'property/list-pages/visitor',
        }),
        child('VisitorManagement', 'VisitorAdd', '/visitor/add', '新增访客', {
          page: 'property/list-pages/visitor#VisitorAddPage',
        }),
        child('VisitorManagement', 'VisitorEdit', '/visitor/edit/:depId/:id', '编辑访客', {
          page: 'property/list-pages/visitor#VisitorEditPage',
        }),
      ],
      admin,
    ),
    group('Attendance', '考勤管理', 'FieldTimeOutlined', [
      page('AttendanceStatistics', '/attendance/statistics', '考勤统计', {
        icon: 'BarChartOutlined',
        page: 'attendance/AttendanceStatisticsPage',
      }),
      page('AttendanceGroup', '/attendance/group', '考勤组管理', {
        icon: 'TeamOutlined',
        page: 'attendance/list-pages/attendance-group',
      }),
      page('AttendanceRule', '/attendance/rule', '考勤规则', {
        icon: 'FileTextOutlined',
        page: 'attendance/AttendanceRulePage',
      }),
      page('AttendanceShift', '/attendance/class', '班次管理', {
        icon: 'ScheduleOutlined',
        page: 'attendance/AttendanceShiftPage',
      }),
    ]),
    group('Member', '会员计费', 'PayCircleOutlined', [
      page('FaceChargeOrder', '/member/faceChargeOrder', '人脸计费订单', {
        icon: 'ScanOutlined',
        page: 'fee/list-pages/face-charge-order',
      }),
      page('CallChargeOrder', '/member/callChargeOrder', '通话计费订单', {
        icon: 'PhoneOutlined',
        page: 'fee/list-pages/call-charge-order',
      }),
      page('CallAccountRecord', '/member/callAccountRecord', '通话账户记录', {
        icon: 'FileTextOutlined',
        page: 'fee/list-pages/call-account-record',
      }),
      page('PlatformRechargeOrder', '/member/platformRechargeOrder', '平台充值订单', {
        icon: 'WalletOutlined',
        page: 'fee/list-pages/platform-recharge-order',
      }),
    ]),
  ],
};
