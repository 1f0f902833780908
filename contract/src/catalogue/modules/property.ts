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
        child('PropertyRoom', 'RoomDetail', '/estate/RoomDetail/:id/dep/:depId', '房屋详情', {
          page: 'property/room-detail/RoomDetailPage',
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
        child('Resident', 'ResidentEdit', '/user/resident/edit/:id', '编辑住户', {
          page: 'property/list-pages/resident#ResidentEditPage',
        }),
        child('Resident', 'ResidentAdd', '/user/resident/add', '新增住户', {
          page: 'property/list-pages/resident#ResidentAddPage',
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
        child('PaySituation', 'PaySituationDetail', '/estate/paySituation/detail', '账单详情', {
          page: 'fee/list-pages/bill-detail#BillDetailPage',
        }),
        child('PayRecord', 'PayRecordDetail', '/estate/payRecord/detail/:id', '缴费详情', {
          page: 'fee/list-pages/pay-record#PayRecordDetailPage',
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
        page('UpdateUserInfo', '/card/UpdateUserInfo', '补录住户信息', {
          icon: 'EditOutlined',
          page: 'property/list-pages/update-user-info',
        }),
      ],
      admin,
    ),
    group(
      'RealEstateStaff',
      '物业人员',
      'IdcardOutlined',
      [
        child('Staff', 'StaffAdd', '/realEstate/staff/add', '新增员工', {
          page: 'property/list-pages/staff#StaffAddPage',
        }),
        child('Staff', 'StaffEdit', '/realEstate/staff/edit/:id', '编辑员工', {
          page: 'property/list-pages/staff#StaffEditPage',
        }),
      ],
      admin,
    ),
    group(
      'VisitorGroup',
      '访客管理',
      'ContactsOutlined',
      [
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
      page('AttendanceRule', '/attendance/rule', '考勤规则', {
        icon: 'FileTextOutlined',
        page: 'attendance/AttendanceRulePage',
      }),
      page('AttendanceShift', '/attendance/class', '班次管理', {
        icon: 'ScheduleOutlined',
        page: 'attendance/AttendanceShiftPage',
      }),
    ]),
    group('Member', '会员计费', 'PayCircleOutlined', []),
  ],
};
