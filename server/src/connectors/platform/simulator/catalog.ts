import type { MarketingTarget } from '@adops/common/business';

/**
 * The word lists the simulated world is named from: industries with their sub-industries, invented brand
 * names, and the districts customers sit in.
 */

/** What an account buys traffic for: it decides which conversions it reports. */
export type AccountKind = 'leads' | 'sales' | 'seeding';

export interface SubIndustry {
  name: string;
  kind: AccountKind;
  /** Marketing targets its plans use, repeated to weight them. */
  targets: readonly MarketingTarget[];
}

export interface Industry {
  name: string;
  /** How common the industry is among the agency's customers. */
  weight: number;
  subs: readonly SubIndustry[];
  /** Endings that make an invented name sound like a brand of the industry. */
  suffixes: readonly string[];
}

const SEEDING: readonly MarketingTarget[] = ['seeding', 'seeding', 'seeding', 'sales', 'live', 'traffic'];
const SALES: readonly MarketingTarget[] = ['sales', 'sales', 'seeding', 'seeding', 'live', 'traffic'];
const LEADS: readonly MarketingTarget[] = ['leads', 'leads', 'leads', 'seeding', 'traffic'];
const APPS: readonly MarketingTarget[] = ['app', 'app', 'seeding', 'traffic'];

const sub = (name: string, kind: AccountKind, targets: readonly MarketingTarget[]): SubIndustry => ({
  name,
  kind,
  targets,
});

export const INDUSTRIES: readonly Industry[] = [
  {
    name: '美妆/个护',
    weight: 20,
    subs: [
      sub('护肤', 'sales', SALES),
      sub('彩妆', 'sales', SALES),
      sub('香氛', 'seeding', SEEDING),
      sub('洗护', 'sales', SALES),
      sub('口腔护理', 'seeding', SEEDING),
    ],
    suffixes: ['肌', '研', '颜', '妆', '肤', '之语', '花颜', '美研', '本草', '肌理'],
  },
  {
    name: '食品饮料',
    weight: 14,
    subs: [
      sub('休闲零食', 'sales', SALES),
      sub('饮料', 'seeding', SEEDING),
      sub('乳制品', 'sales', SALES),
      sub('保健食品', 'sales', SALES),
      sub('茶饮冲调', 'seeding', SEEDING),
    ],
    suffixes: ['食记', '味坊', '茶铺', '鲜', '小厨', '食光', '农场', '气泡', '谷物', '茶集'],
  },
  {
    name: '服饰鞋包',
    weight: 12,
    subs: [
      sub('女装', 'sales', SALES),
      sub('男装', 'sales', SALES),
      sub('运动鞋服', 'seeding', SEEDING),
      sub('箱包', 'sales', SALES),
      sub('配饰', 'seeding', SEEDING),
    ],
    suffixes: ['衣橱', '服饰', '鞋履', '织物', '衣社', '制衣', '行装', '设计', '衣集', '裁缝'],
  },
  {
    name: '母婴',
    weight: 9,
    subs: [
      sub('奶粉辅食', 'sales', SALES),
      sub('纸尿裤', 'sales', SALES),
      sub('童装', 'sales', SALES),
      sub('母婴用品', 'seeding', SEEDING),
      sub('早教', 'leads', LEADS),
    ],
    suffixes: ['宝贝', '童趣', '萌宝', '贝贝', '亲子', '小象', '童年', '育儿', '乐园', '摇篮'],
  },
  {
    name: '家居家装',
    weight: 9,
    subs: [
      sub('家具', 'sales', SALES),
      sub('家纺', 'sales', SALES),
      sub('装修设计', 'leads', LEADS),
      sub('建材', 'leads', LEADS),
      sub('智能家居', 'seeding', SEEDING),
    ],
    suffixes: ['家居', '木作', '家纺', '空间', '居所', '宅配', '软装', '设计', '整装', '家'],
  },
  {
    name: '教育培训',
    weight: 9,
    subs: [
      sub('语言培训', 'leads', LEADS),
      sub('职业教育', 'leads', LEADS),
      sub('少儿素质', 'leads', LEADS),
      sub('留学', 'leads', LEADS),
      sub('艺术培训', 'leads', LEADS),
    ],
    suffixes: ['学堂', '教育', '学院', '书院', '课堂', '学苑', '研习社', '留学', '英语', '艺术'],
  },
  {
    name: '医疗健康',
    weight: 8,
    subs: [
      sub('口腔', 'leads', LEADS),
      sub('医美', 'leads', LEADS),
      sub('眼科', 'leads', LEADS),
      sub('体检', 'leads', LEADS),
      sub('中医理疗', 'leads', LEADS),
    ],
    suffixes: ['口腔', '医美', '健康', '诊所', '眼科', '医疗', '康复', '齿科', '门诊', '美塑'],
  },
  {
    name: '汽车',
    weight: 5,
    subs: [
      sub('新能源汽车', 'leads', LEADS),
      sub('二手车', 'leads', LEADS),
      sub('汽车后市场', 'leads', LEADS),
      sub('汽车用品', 'sales', SALES),
    ],
    suffixes: ['汽车', '驰', '行', '出行', '车服', '车品', '汽服', '车业', '动力', '智行'],
  },
  {
    name: '3C数码',
    weight: 7,
    subs: [
      sub('手机', 'seeding', SEEDING),
      sub('电脑办公', 'sales', SALES),
      sub('耳机音响', 'sales', SALES),
      sub('智能穿戴', 'seeding', SEEDING),
      sub('应用软件', 'seeding', APPS),
    ],
    suffixes: ['科技', '智能', '声学', '数码', '电子', '智造', '影像', '互动', '网络', '实验室'],
  },
  {
    name: '本地生活',
    weight: 7,
    subs: [
      sub('餐饮', 'leads', LEADS),
      sub('酒店民宿', 'leads', LEADS),
      sub('旅游', 'leads', LEADS),
      sub('婚纱摄影', 'leads', LEADS),
      sub('健身', 'leads', LEADS),
    ],
    suffixes: ['餐厅', '民宿', '旅行', '摄影', '健身', '小馆', '酒店', '食堂', '婚纱', '运动馆'],
  },
];

/** First characters of invented names: soft, nature-and-mood words Xiaohongshu brands like. */
export const NAME_HEADS: readonly string[] = Array.from(
  '花元森禾蜜雪初悦素木云山鹿橙柚星月植青白暖轻野拾栗溪栀棠桃梨枝芽晴朵漫念予知半若兰岚屿鲸橘茉沐澜墨柒',
);

/** Second characters of invented names. */
export const NAME_TAILS: readonly string[] = Array.from(
  '西气屿语野间里光夏知禾见栖遇然朵宜安乐川谷舍季本味色颂一觅纪集选町坊匠境',
);

/** Real brands an invented name must not collide with. */
export const REAL_BRANDS: ReadonlySet<string> = new Set(
  '花西子 元气森林 完美日记 三只松鼠 良品铺子 百雀羚 自然堂 珀莱雅 薇诺娜 半亩花田 小米 蕉下 花知晓 橘朵 植村秀 悦诗风吟 溪木源 木槿生活 森马 云鲸 野兽派 初野'.split(
    ' ',
  ),
);

/** Districts where customers are registered: six-digit GB/T 2260 codes, weighted by how busy they are. */
export const REGIONS: readonly (readonly [{ code: string; name: string }, number])[] = [
  [{ code: '310104', name: '上海市 徐汇区' }, 6],
  [{ code: '310115', name: '上海市 浦东新区' }, 7],
  [{ code: '310106', name: '上海市 静安区' }, 5],
  [{ code: '310105', name: '上海市 长宁区' }, 3],
  [{ code: '110105', name: '北京市 朝阳区' }, 7],
  [{ code: '110108', name: '北京市 海淀区' }, 4],
  [{ code: '110101', name: '北京市 东城区' }, 2],
  [{ code: '440106', name: '广东省 广州市 天河区' }, 6],
  [{ code: '440104', name: '广东省 广州市 越秀区' }, 3],
  [{ code: '440305', name: '广东省 深圳市 南山区' }, 6],
  [{ code: '440304', name: '广东省 深圳市 福田区' }, 4],
  [{ code: '440604', name: '广东省 佛山市 禅城区' }, 2],
  [{ code: '330106', name: '浙江省 杭州市 西湖区' }, 5],
  [{ code: '330108', name: '浙江省 杭州市 滨江区' }, 4],
  [{ code: '330110', name: '浙江省 杭州市 余杭区' }, 5],
  [{ code: '330212', name: '浙江省 宁波市 鄞州区' }, 2],
  [{ code: '320106', name: '江苏省 南京市 鼓楼区' }, 3],
  [{ code: '320508', name: '江苏省 苏州市 姑苏区' }, 2],
  [{ code: '320506', name: '江苏省 苏州市 吴中区' }, 2],
  [{ code: '510107', name: '四川省 成都市 武侯区' }, 4],
  [{ code: '510104', name: '四川省 成都市 锦江区' }, 3],
  [{ code: '420106', name: '湖北省 武汉市 武昌区' }, 3],
  [{ code: '500103', name: '重庆市 渝中区' }, 3],
  [{ code: '610113', name: '陕西省 西安市 雁塔区' }, 2],
  [{ code: '430104', name: '湖南省 长沙市 岳麓区' }, 2],
  [{ code: '350203', name: '福建省 厦门市 思明区' }, 2],
  [{ code: '370202', name: '山东省 青岛市 市南区' }, 2],
  [{ code: '410105', name: '河南省 郑州市 金水区' }, 2],
  [{ code: '120101', name: '天津市 和平区' }, 1],
  [{ code: '340104', name: '安徽省 合肥市 蜀山区' }, 1],
];
