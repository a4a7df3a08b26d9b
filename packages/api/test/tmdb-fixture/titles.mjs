// The title table behind the metadata fixture: Turkish and international
// films, series and people as the metadata service would list them in
// tr-TR (localised titles where the service has one). Ratings, dates and
// genres are plausible, ids are in the service's ranges; nothing here is a
// recording of the real service. `build-records.mjs` turns this table into
// the recorded-shape JSON under records/.

/**
 * id|title|original title|original language|country|release date|genre ids|rating|runtime
 * @type {string}
 */
export const MOVIES = `
550|Dövüş Kulübü|Fight Club|en|US|1999-10-15|18,53|8.4|139
238|Baba|The Godfather|en|US|1972-03-14|18,80|8.7|175
240|Baba 2|The Godfather Part II|en|US|1974-12-20|18,80|8.6|202
278|Esaretin Bedeli|The Shawshank Redemption|en|US|1994-09-23|18,80|8.7|142
155|Kara Şövalye|The Dark Knight|en|US|2008-07-16|18,28,80,53|8.5|152
27205|Başlangıç|Inception|en|US|2010-07-15|28,878,12|8.4|148
157336|Yıldızlararası|Interstellar|en|US|2014-11-05|12,18,878|8.4|169
680|Ucuz Roman|Pulp Fiction|en|US|1994-09-10|53,80|8.5|154
13|Forrest Gump|Forrest Gump|en|US|1994-06-23|35,18,10749|8.5|142
603|Matrix|The Matrix|en|US|1999-03-31|28,878|8.2|136
122|Yüzüklerin Efendisi: Kralın Dönüşü|The Lord of the Rings: The Return of the King|en|NZ|2003-12-01|12,14,28|8.5|201
120|Yüzüklerin Efendisi: Yüzük Kardeşliği|The Lord of the Rings: The Fellowship of the Ring|en|NZ|2001-12-18|12,14,28|8.4|179
121|Yüzüklerin Efendisi: İki Kule|The Lord of the Rings: The Two Towers|en|NZ|2002-12-18|12,14,28|8.4|179
424|Schindler'in Listesi|Schindler's List|en|US|1993-12-15|18,36,10752|8.6|195
497|Yeşil Yol|The Green Mile|en|US|1999-12-10|14,18,80|8.5|189
769|Sıkı Dostlar|GoodFellas|en|US|1990-09-12|18,80|8.5|145
807|Yedi|Se7en|en|US|1995-09-22|80,9648,53|8.4|127
274|Kuzuların Sessizliği|The Silence of the Lambs|en|US|1991-02-14|80,18,53|8.3|119
11|Yıldız Savaşları|Star Wars|en|US|1977-05-25|12,28,878|8.2|121
1891|İmparator'un Dönüşü|The Empire Strikes Back|en|US|1980-05-20|12,28,878|8.4|124
105|Geleceğe Dönüş|Back to the Future|en|US|1985-07-03|12,35,878|8.3|116
78|Bıçak Sırtı|Blade Runner|en|US|1982-06-25|878,18,53|7.9|118
335984|Bıçak Sırtı 2049|Blade Runner 2049|en|US|2017-10-04|878,18|7.6|164
438631|Dune: Çöl Gezegeni|Dune|en|US|2021-09-15|878,12|7.8|155
693134|Dune: Çöl Gezegeni Bölüm İki|Dune: Part Two|en|US|2024-02-27|878,12|8.2|167
872585|Oppenheimer|Oppenheimer|en|US|2023-07-19|18,36|8.1|181
346698|Barbie|Barbie|en|US|2023-07-19|35,12|7.0|114
299534|Yenilmezler: Son Oyun|Avengers: Endgame|en|US|2019-04-24|12,878,28|8.2|181
299536|Yenilmezler: Sonsuzluk Savaşı|Avengers: Infinity War|en|US|2018-04-25|12,28,878|8.2|149
24428|Yenilmezler|The Avengers|en|US|2012-04-25|878,28,12|7.7|143
496243|Parazit|기생충|ko|KR|2019-05-30|35,53,18|8.5|133
129|Ruhların Kaçışı|千と千尋の神隠し|ja|JP|2001-07-20|16,10751,14|8.5|125
8587|Aslan Kral|The Lion King|en|US|1994-06-24|10751,16,18|8.3|89
862|Oyuncak Hikayesi|Toy Story|en|US|1995-11-22|16,12,10751,35|8.0|81
12|Kayıp Balık Nemo|Finding Nemo|en|US|2003-05-30|16,10751|7.8|100
14160|Yukarı Bak|Up|en|US|2009-05-28|16,35,10751,12|8.0|96
10681|WALL·E|WALL·E|en|US|2008-06-22|16,10751,878|8.1|98
354912|Koko|Coco|en|US|2017-10-27|10751,16,14,12|8.2|105
508442|Soul|Soul|en|US|2020-12-25|16,10751,35,18,14|8.0|101
150540|Ters Yüz|Inside Out|en|US|2015-06-09|16,10751,12,18,35|7.9|95
1022789|Ters Yüz 2|Inside Out 2|en|US|2024-06-11|16,10751,12,35|7.6|97
324857|Örümcek-Adam: Örümcek Evreninde|Spider-Man: Into the Spider-Verse|en|US|2018-12-06|16,28,12,878|8.4|117
569094|Örümcek-Adam: Örümcek Evrenine Geçiş|Spider-Man: Across the Spider-Verse|en|US|2023-05-31|16,28,12,878|8.3|140
475557|Joker|Joker|en|US|2019-10-01|80,53,18|8.1|122
98|Gladyatör|Gladiator|en|US|2000-05-01|28,18,12|8.2|155
597|Titanik|Titanic|en|US|1997-11-18|18,10749|7.9|194
19995|Avatar|Avatar|en|US|2009-12-15|28,12,14,878|7.6|162
76600|Avatar: Suyun Yolu|Avatar: The Way of Water|en|US|2022-12-14|878,12,28|7.6|192
329|Jurassic Park|Jurassic Park|en|US|1993-06-11|12,878|7.9|127
578|Jaws|Jaws|en|US|1975-06-18|27,53,12|7.7|124
694|Cinnet|The Shining|en|GB|1980-05-23|27,53|8.2|144
348|Yaratık|Alien|en|GB|1979-05-25|27,878|8.2|117
679|Aliens|Aliens|en|US|1986-07-18|28,53,878|7.9|137
218|Terminatör|The Terminator|en|US|1984-10-26|28,878|7.7|108
280|Terminatör 2: Mahşer Günü|Terminator 2: Judgment Day|en|US|1991-07-03|28,53,878|8.1|137
1124|Prestij|The Prestige|en|US|2006-10-17|18,9648,878|8.2|130
77|Akıl Defteri|Memento|en|US|2000-10-11|9648,53|8.2|113
68718|Zincirsiz|Django Unchained|en|US|2012-12-25|18,37|8.2|165
16869|Soysuzlar Çetesi|Inglourious Basterds|en|US|2009-08-02|18,53,10752|8.2|153
101|Sevginin Gücü|Léon|fr|FR|1994-09-14|80,18,28|8.3|111
194|Amélie|Le Fabuleux Destin d'Amélie Poulain|fr|FR|2001-04-25|35,10749|7.9|122
1417|Pan'ın Labirenti|El laberinto del fauno|es|ES|2006-10-11|14,18,10752|7.8|118
670|İhtiyar Delikanlı|올드보이|ko|KR|2003-11-21|18,53,9648,28|8.2|120
637|Hayat Güzeldir|La vita è bella|it|IT|1997-12-20|35,18|8.5|116
11216|Cennet Sineması|Nuovo Cinema Paradiso|it|IT|1988-11-17|18,10749|8.4|124
372058|Senin Adın|君の名は。|ja|JP|2016-08-26|10749,16,18|8.5|106
4935|Yürüyen Şato|ハウルの動く城|ja|JP|2004-09-09|14,16,12|8.4|119
128|Prenses Mononoke|もののけ姫|ja|JP|1997-07-12|12,14,16|8.3|134
10494|Mükemmel Mavi|パーフェクトブルー|ja|JP|1998-02-28|16,53|8.2|81
244786|Whiplash|Whiplash|en|US|2014-10-10|18,10402|8.4|106
313369|Aşıklar Şehri|La La Land|en|US|2016-11-29|35,18,10749,10402|7.9|128
466420|Çiçek Ayının Katilleri|Killers of the Flower Moon|en|US|2023-10-18|80,18,36|7.5|206
792307|Zavallılar|Poor Things|en|GB|2023-12-07|878,10749,35|7.7|141
915935|Düşüşün Anatomisi|Anatomie d'une chute|fr|FR|2023-08-23|9648,53,18|7.7|151
840430|Kalanlar|The Holdovers|en|US|2023-10-27|35,18|7.7|133
666277|Geçmiş Yaşamlar|Past Lives|en|US|2023-06-02|18,10749|7.8|106
545611|Her Şey Her Yerde Aynı Anda|Everything Everywhere All at Once|en|US|2022-03-24|28,12,878|7.8|139
674324|Inisherin'in Banşileri|The Banshees of Inisherin|en|IE|2022-10-21|18,35|7.4|114
361743|Top Gun: Maverick|Top Gun: Maverick|en|US|2022-05-21|28,18|8.2|131
414906|Batman|The Batman|en|US|2022-03-01|80,9648,53|7.7|176
634649|Örümcek-Adam: Eve Dönüş Yok|Spider-Man: No Way Home|en|US|2021-12-15|28,12,878|7.9|148
447365|Galaksinin Koruyucuları Vol. 3|Guardians of the Galaxy Vol. 3|en|US|2023-05-03|878,12,28|7.9|150
533535|Deadpool & Wolverine|Deadpool & Wolverine|en|US|2024-07-24|28,35,878|7.6|128
945961|Yaratık: Romulus|Alien: Romulus|en|US|2024-08-13|27,878|7.1|119
1184918|Vahşi Robot|The Wild Robot|en|US|2024-09-12|16,878,10751|8.3|102
912649|Venom: Son Dans|Venom: The Last Dance|en|US|2024-10-22|878,28,12|6.8|109
558449|Gladyatör II|Gladiator II|en|US|2024-11-05|28,12,18|6.7|148
1241982|Moana 2|Moana 2|en|US|2024-11-21|16,12,10751,35|7.0|100
402431|Wicked|Wicked|en|US|2024-11-20|18,10749,14|7.2|161
933260|Cevher|The Substance|en|GB|2024-09-07|27,878|7.1|141
1064213|Anora|Anora|en|US|2024-10-14|18,35,10749|7.1|139
974576|Konklav|Conclave|en|US|2024-10-25|18,53,9648|7.2|120
549509|Brütalist|The Brutalist|en|US|2024-12-20|18|7.0|215
1100782|Smile 2|Smile 2|en|US|2024-10-16|27,9648|6.7|127
1034541|Korku Kapanı 3|Terrifier 3|en|US|2024-10-09|27,53|6.9|125
823219|Akış|Straume|lv|LV|2024-08-29|16,12,14|8.2|85
1022790|Duvara Karşı|Contra la pared|es|ES|2024-06-26|18,10749|6.5|101
1138194|Heretik|Heretic|en|US|2024-10-31|27,53|7.0|111
839033|Yüzüklerin Efendisi: Rohirrim'in Savaşı|The Lord of the Rings: The War of the Rohirrim|en|JP|2024-12-05|16,14,28|6.6|134
1084736|Kont Monte Kristo|Le Comte de Monte-Cristo|fr|FR|2024-06-28|12,28,18,10749|8.2|178
1125510|Platform 2|El hoyo 2|es|ES|2024-09-27|878,53,27|5.7|99
1226578|Uzaylı|Longlegs|en|US|2024-07-10|27,80,53|6.6|101
1079091|Kaptan Amerika: Cesur Yeni Dünya|Captain America: Brave New World|en|US|2025-02-12|28,53,878|6.1|118
1197306|Bir Çalışan Adam|A Working Man|en|US|2025-03-26|28,80,53|6.9|116
1087192|Ejderhanı Nasıl Eğitirsin|How to Train Your Dragon|en|US|2025-06-06|14,10751,12|7.9|125
911430|F1|F1|en|US|2025-06-25|28,18|7.8|156
1234821|Jurassic World: Yeniden Doğuş|Jurassic World Rebirth|en|US|2025-07-01|878,12,28|6.4|134
617126|Fantastik Dörtlü: İlk Adımlar|The Fantastic Four: First Steps|en|US|2025-07-23|878,12|7.1|115
1061474|Süperman|Superman|en|US|2025-07-09|878,12,28|7.5|130
575265|Görevimiz Tehlike: Son Hesaplaşma|Mission: Impossible - The Final Reckoning|en|US|2025-05-17|28,12,53|7.2|170
1100988|28 Yıl Sonra|28 Years Later|en|GB|2025-06-18|27,53,878|6.9|115
1233413|Günahkarlar|Sinners|en|US|2025-04-16|27,28,53|7.5|138
986056|Thunderbolts*|Thunderbolts*|en|US|2025-04-30|28,878,12|7.4|127
268175|Kış Uykusu|Kış Uykusu|tr|TR|2014-06-13|18|8.0|196
74308|Bir Zamanlar Anadolu'da|Bir Zamanlar Anadolu'da|tr|TR|2011-09-23|80,18|7.8|157
508664|Ahlat Ağacı|Ahlat Ağacı|tr|TR|2018-05-18|18|8.0|188
329865|Mustang|Mustang|tr|FR|2015-06-17|18|7.6|97
14904|Babam ve Oğlum|Babam ve Oğlum|tr|TR|2005-11-18|18,10751|8.2|112
59144|Eşkıya|Eşkıya|tr|TR|1996-11-29|80,18,28|8.0|128
15801|G.O.R.A.|G.O.R.A.|tr|TR|2004-11-12|35,878,12|7.5|127
40826|Vizontele|Vizontele|tr|TR|2001-02-02|35,18|7.6|110
47715|Hababam Sınıfı|Hababam Sınıfı|tr|TR|1975-01-01|35,18|8.7|87
64234|Selvi Boylum Al Yazmalım|Selvi Boylum Al Yazmalım|tr|TR|1977-10-01|18,10749|8.3|90
29959|Yol|Yol|tr|TR|1982-05-27|18|7.5|114
508934|Kelebekler|Kelebekler|tr|TR|2018-03-09|35,18|7.1|117
441717|Ayla|Ayla: The Daughter of War|tr|TR|2017-10-27|18,36,10752|8.2|125
550205|Müslüm|Müslüm|tr|TR|2018-01-26|18,10402|7.6|137
1080356|Kuru Otlar Üstüne|Kuru Otlar Üstüne|tr|TR|2023-09-29|18|7.5|197
400091|Dağ II|Dağ II|tr|TR|2016-11-04|28,10752,18|7.6|135
15797|Organize İşler|Organize İşler|tr|TR|2005-12-23|35,80|7.8|106
23618|Recep İvedik|Recep İvedik|tr|TR|2008-02-22|35|4.6|98
217291|Düğün Dernek|Düğün Dernek|tr|TR|2013-03-08|35|7.0|105
30967|Uzak|Uzak|tr|TR|2002-12-20|18|7.5|110
14855|Üç Maymun|Üç Maymun|tr|TR|2008-10-17|18|7.2|109
42235|Bal|Bal|tr|TR|2010-04-09|18|7.0|103
564394|7. Koğuştaki Mucize|7. Koğuştaki Mucize|tr|TR|2019-10-11|18|8.2|132
913290|Bergen|Bergen|tr|TR|2022-03-04|18,10402|7.5|143
60291|Çiçek Abbas|Çiçek Abbas|tr|TR|1982-01-01|35|7.9|84
73012|Tosun Paşa|Tosun Paşa|tr|TR|1976-01-01|35|8.3|90
73010|Süt Kardeşler|Süt Kardeşler|tr|TR|1976-01-01|35|8.2|80
73013|Neşeli Günler|Neşeli Günler|tr|TR|1978-01-01|35,10751|8.2|86
62218|Kibar Feyzo|Kibar Feyzo|tr|TR|1978-01-01|35|8.1|83
1003581|Kurak Günler|Kurak Günler|tr|TR|2022-12-09|18,53|7.4|129
84318|Dedemin İnsanları|Dedemin İnsanları|tr|TR|2011-02-04|18,35|7.5|127
76785|Çalgı Çengi|Çalgı Çengi|tr|TR|2011-11-25|35|6.5|104
37135|Eyyvah Eyvah|Eyyvah Eyvah|tr|TR|2010-01-15|35|7.1|108
29823|Kolpaçino|Kolpaçino|tr|TR|2009-07-31|35,80|6.0|96
290412|Sadece Sen|Sadece Sen|tr|TR|2014-02-14|10749,18|7.0|111
78288|Aşk Tesadüfleri Sever|Aşk Tesadüfleri Sever|tr|TR|2011-02-11|10749,18|7.2|118
80473|Bizim Büyük Çaresizliğimiz|Bizim Büyük Çaresizliğimiz|tr|TR|2011-03-11|18|6.9|102
19766|Issız Adam|Issız Adam|tr|TR|2008-11-07|18,10749|7.1|114
29981|Gönül Yarası|Gönül Yarası|tr|TR|2005-01-21|18|7.8|129
29986|Beynelmilel|Beynelmilel|tr|TR|2006-04-07|35,18|7.9|104
29982|Anlat İstanbul|Anlat İstanbul|tr|TR|2005-03-18|18|6.4|117
453395|İstanbul Kırmızısı|Rosso Istanbul|tr|TR|2017-03-03|18|5.9|115
74451|Işıklar Sönmesin|Işıklar Sönmesin|tr|TR|1996-03-08|18,10752|7.6|102
72218|Ağır Roman|Ağır Roman|tr|TR|1997-01-01|18,80,10749|7.3|110
498110|Ölümlü Dünya|Ölümlü Dünya|tr|TR|2018-02-09|35,80|7.6|107
23619|Hokkabaz|Hokkabaz|tr|TR|2006-10-20|35,18|7.8|120
15799|Arog|Arog|tr|TR|2008-12-05|35,878|6.9|127
50468|Yahşi Batı|Yahşi Batı|tr|TR|2010-01-01|35,37|7.0|113
268106|Pek Yakında|Pek Yakında|tr|TR|2014-02-28|35|7.0|114
578189|Cep Herkülü: Naim Süleymanoğlu|Cep Herkülü: Naim Süleymanoğlu|tr|TR|2019-11-22|18,36|6.9|146
14866|Kurtlar Vadisi: Irak|Kurtlar Vadisi: Irak|tr|TR|2006-02-03|28,18,10752|5.9|122
37145|Nefes: Vatan Sağolsun|Nefes: Vatan Sağolsun|tr|TR|2009-10-16|28,18,10752|7.0|128
176124|Kelebeğin Rüyası|Kelebeğin Rüyası|tr|TR|2013-02-15|18,36|7.7|138
18983|Yumurta|Yumurta|tr|TR|2007-10-26|18|6.9|97
17687|Süt|Süt|tr|TR|2008-09-01|18|6.6|102
18986|Kader|Kader|tr|TR|2006-12-01|18,10749|7.1|103
43928|Sonbahar|Sonbahar|tr|TR|2008-09-19|18|7.2|99
445962|İftarlık Gazoz|İftarlık Gazoz|tr|TR|2016-06-03|18,35,10751|7.5|100
52039|Av Mevsimi|Av Mevsimi|tr|TR|2010-12-03|80,53|7.1|140
313108|Sen Aydınlatırsın Geceyi|Sen Aydınlatırsın Geceyi|tr|TR|2013-10-11|35,18|6.8|95
355338|Nefesim Kesilene Kadar|Nefesim Kesilene Kadar|tr|TR|2015-09-25|18|6.5|94
25017|İki Dil Bir Bavul|İki Dil Bir Bavul|tr|TR|2008-11-21|99|7.6|81
402529|Ekşi Elmalar|Ekşi Elmalar|tr|TR|2016-03-18|35,18|6.9|113
1153114|Bir Cumhuriyet Şarkısı|Bir Cumhuriyet Şarkısı|tr|TR|2024-10-25|18,36,10402|7.0|128
1201436|Kardeşler|Kardeşler|tr|TR|2024-11-08|18|6.8|104
1173222|Mavi Kanatlar|Mavi Kanatlar|tr|TR|2025-01-17|18,10751|6.3|96
1223551|Korkunç Ev|Korkunç Ev|tr|TR|2025-02-28|27,53|5.4|92
1249912|Şeytan Tüyü|Şeytan Tüyü|tr|TR|2025-03-21|27|5.8|98
1302115|Ilgaz'da Kış|Ilgaz'da Kış|tr|TR|2025-04-11|18,10749|6.6|109
1315540|Ağaçlar Ne Söyler|Ağaçlar Ne Söyler|tr|TR|2025-05-09|99|7.4|78
1322019|Gölgede Kalanlar|Gölgede Kalanlar|tr|TR|2025-06-13|80,53|6.7|117
1335760|Çılgın Tatil|Çılgın Tatil|tr|TR|2025-07-04|35,10751|5.9|101
1341288|Ötesi|Ötesi|tr|TR|2025-07-18|878,9648|6.2|112
1352907|Son Mektup|Son Mektup|tr|TR|2025-08-01|18,10749,36|7.1|124
1360044|Ünlü Aşçı|Ünlü Aşçı|tr|TR|2025-08-15|35|5.6|96
`;

/**
 * id|name|original name|original language|country|first air date|genre ids|rating|episode runtime|seasons|episodes per season|status|network
 * @type {string}
 */
export const SERIES = `
1396|Breaking Bad|Breaking Bad|en|US|2008-01-20|18,80|8.9|47|5|13|Ended|AMC
1399|Game of Thrones|Game of Thrones|en|US|2011-04-17|10765,18,10759|8.5|60|8|10|Ended|HBO
66732|Stranger Things|Stranger Things|en|US|2016-07-15|18,10765,9648|8.6|55|4|9|Returning Series|Netflix
65494|The Crown|The Crown|en|GB|2016-11-04|18|8.2|58|6|10|Ended|Netflix
71912|The Witcher|The Witcher|en|US|2019-12-20|10765,18,10759|8.0|60|3|8|Returning Series|Netflix
87108|Çernobil|Chernobyl|en|GB|2019-05-06|18|8.7|65|1|5|Ended|HBO
100088|The Last of Us|The Last of Us|en|US|2023-01-15|18,10765|8.6|55|2|9|Returning Series|HBO
94997|Ejderha Hanedanı|House of the Dragon|en|US|2022-08-21|10765,18,10759|8.4|60|2|10|Returning Series|HBO
82856|The Mandalorian|The Mandalorian|en|US|2019-11-12|10765,10759,18|8.4|38|3|8|Returning Series|Disney+
119051|Wednesday|Wednesday|en|US|2022-11-23|10765,9648,35|8.5|50|2|8|Returning Series|Netflix
93405|Squid Game|오징어 게임|ko|KR|2021-09-17|10759,9648,18|7.9|55|3|8|Ended|Netflix
71446|La Casa de Papel|La casa de papel|es|ES|2017-05-02|80,18|8.2|50|5|9|Ended|Netflix
70523|Dark|Dark|de|DE|2017-12-01|80,18,9648,10765|8.4|55|3|9|Ended|Netflix
1668|Friends|Friends|en|US|1994-09-22|35,18|8.4|22|10|24|Ended|NBC
2316|The Office|The Office|en|US|2005-03-24|35|8.6|22|9|22|Ended|NBC
19885|Sherlock|Sherlock|en|GB|2010-07-25|80,18,9648|8.5|88|4|3|Ended|BBC One
60574|Peaky Blinders|Peaky Blinders|en|GB|2013-09-12|18,80|8.5|60|6|6|Ended|BBC One
76479|The Boys|The Boys|en|US|2019-07-25|10765,10759|8.5|60|4|8|Returning Series|Prime Video
46648|True Detective|True Detective|en|US|2014-01-12|18,80,9648|8.3|60|4|7|Returning Series|HBO
60059|Better Call Saul|Better Call Saul|en|US|2015-02-08|80,18|8.7|46|6|11|Ended|AMC
76331|Succession|Succession|en|US|2018-06-03|18,35|8.3|60|4|10|Ended|HBO
136315|The Bear|The Bear|en|US|2022-06-23|18,35|8.2|33|3|10|Returning Series|FX
95396|Severance|Severance|en|US|2022-02-17|18,9648,10765|8.4|50|2|10|Returning Series|Apple TV+
97546|Ted Lasso|Ted Lasso|en|US|2020-08-14|35,18|8.4|40|3|12|Ended|Apple TV+
84958|Loki|Loki|en|US|2021-06-09|18,10765|8.2|50|2|6|Ended|Disney+
456|Simpsonlar|The Simpsons|en|US|1989-12-17|10751,16,35|8.0|22|36|22|Returning Series|FOX
60625|Rick and Morty|Rick and Morty|en|US|2013-12-02|16,35,10765,10759|8.7|22|8|10|Returning Series|Adult Swim
94605|Arcane|Arcane|en|US|2021-11-06|16,10765,18,10759|8.8|40|2|9|Ended|Netflix
126308|Shōgun|Shōgun|en|US|2024-02-27|18,10768|8.6|60|1|10|Returning Series|FX
106379|Fallout|Fallout|en|US|2024-04-10|10759,18,10765|8.2|60|2|8|Returning Series|Prime Video
96677|Lupin|Lupin|fr|FR|2021-01-08|80,18,9648|7.8|45|3|5|Returning Series|Netflix
69740|Ozark|Ozark|en|US|2017-07-21|80,18|8.2|60|4|10|Ended|Netflix
63351|Narcos|Narcos|en|US|2015-08-28|80,18|8.1|50|3|10|Ended|Netflix
63247|Westworld|Westworld|en|US|2016-10-02|9648,37,10765|8.1|62|4|10|Ended|HBO
67744|Mindhunter|Mindhunter|en|US|2017-10-13|80,18|8.3|60|2|10|Ended|Netflix
1398|The Sopranos|The Sopranos|en|US|1999-01-10|18,80|8.6|55|6|13|Ended|HBO
1438|The Wire|The Wire|en|US|2002-06-02|80,18|8.6|60|5|12|Ended|HBO
1104|Mad Men|Mad Men|en|US|2007-07-19|18|8.1|47|7|13|Ended|AMC
4607|Lost|Lost|en|US|2004-09-22|18,9648,10759|7.9|45|6|18|Ended|ABC
2288|Prison Break|Prison Break|en|US|2005-08-29|10759,80,18|8.1|44|5|22|Ended|FOX
1405|Dexter|Dexter|en|US|2006-10-01|80,18,9648|8.2|50|8|12|Ended|Showtime
44217|Vikingler|Vikings|en|CA|2013-03-03|10759,18,10768|8.1|45|6|12|Ended|History
42009|Black Mirror|Black Mirror|en|GB|2011-12-04|10765,18,9648|8.3|60|7|6|Returning Series|Netflix
1402|The Walking Dead|The Walking Dead|en|US|2010-10-31|10759,18,10765|8.1|42|11|16|Ended|AMC
85552|Euphoria|Euphoria|en|US|2019-06-16|18|8.3|55|2|8|Returning Series|HBO
111803|The White Lotus|The White Lotus|en|US|2021-07-11|35,18,9648|7.6|60|3|8|Returning Series|HBO
107113|Only Murders in the Building|Only Murders in the Building|en|US|2021-08-31|80,35,9648|8.2|33|4|10|Returning Series|Hulu
69478|Damızlık Kızın Öyküsü|The Handmaid's Tale|en|US|2017-04-26|18,10765|8.1|55|6|10|Ended|Hulu
60622|Fargo|Fargo|en|US|2014-04-15|80,18,35|8.3|53|5|10|Returning Series|FX
4613|Band of Brothers|Band of Brothers|en|US|2001-09-09|18,10768,36|8.6|60|1|10|Ended|HBO
87739|Vezirin Gambiti|The Queen's Gambit|en|US|2020-10-23|18|8.6|60|1|7|Ended|Netflix
154385|Beef|Beef|en|US|2023-04-06|35,18|8.0|35|1|10|Returning Series|Netflix
108978|Reacher|Reacher|en|US|2022-02-04|10759,80,18|8.1|50|3|8|Returning Series|Prime Video
84773|Yüzüklerin Efendisi: Güç Yüzükleri|The Lord of the Rings: The Rings of Power|en|US|2022-09-01|10759,10765,18|7.3|66|2|8|Returning Series|Prime Video
83867|Andor|Andor|en|US|2022-09-21|10765,10759,18|8.3|45|2|12|Ended|Disney+
95557|Invincible|Invincible|en|US|2021-03-25|16,10759,10765|8.7|45|3|8|Returning Series|Prime Video
82728|Bluey|Bluey|en|AU|2018-10-01|16,10751,10762|8.8|7|3|52|Returning Series|ABC Kids
1429|Titanlara Saldırı|進撃の巨人|ja|JP|2013-04-07|16,10765,10759|8.7|24|4|22|Ended|MBS
37854|One Piece|ワンピース|ja|JP|1999-10-20|10759,35,16|8.7|24|22|50|Returning Series|Fuji TV
85937|Demon Slayer|鬼滅の刃|ja|JP|2019-04-06|16,10759,10765|8.7|24|4|11|Returning Series|Fuji TV
95479|Jujutsu Kaisen|呪術廻戦|ja|JP|2020-10-03|16,10759,10765|8.6|24|2|23|Returning Series|MBS
46260|Naruto|ナルト|ja|JP|2002-10-03|16,35,10759|8.4|22|5|44|Ended|TV Tokyo
124364|FROM|FROM|en|US|2022-02-20|9648,18,10765|8.1|50|3|10|Returning Series|MGM+
202555|Daredevil: Born Again|Daredevil: Born Again|en|US|2025-03-04|18,80,10759|7.9|50|1|9|Returning Series|Disney+
247767|The Studio|The Studio|en|US|2025-03-26|35|7.8|30|1|10|Returning Series|Apple TV+
250307|The Pitt|The Pitt|en|US|2025-01-09|18|8.6|50|1|15|Returning Series|HBO Max
225171|Pachinko|파친코|ko|US|2022-03-25|18|8.0|60|2|8|Returning Series|Apple TV+
114461|Ahsoka|Ahsoka|en|US|2023-08-22|10765,10759,18|7.6|45|1|8|Returning Series|Disney+
110492|Peacemaker|Peacemaker|en|US|2022-01-13|10759,10765,35|8.2|45|2|8|Returning Series|HBO Max
93740|Vakıf|Foundation|en|US|2021-09-23|10765,18|7.6|60|3|10|Returning Series|Apple TV+
83631|Yellowstone|Yellowstone|en|US|2018-06-20|37,18|8.2|60|5|10|Ended|Paramount+
157744|Tulsa King|Tulsa King|en|US|2022-11-13|80,18|8.3|40|3|9|Returning Series|Paramount+
220542|Yellowjackets|Yellowjackets|en|US|2021-11-14|18,9648|7.8|55|3|10|Returning Series|Paramount+
72879|Emily Paris'te|Emily in Paris|en|US|2020-10-02|35,18|7.5|30|4|10|Returning Series|Netflix
63174|Lucifer|Lucifer|en|US|2016-01-25|80,10765|8.5|45|6|13|Ended|Netflix
1416|Grey's Anatomy|Grey's Anatomy|en|US|2005-03-27|18|8.2|43|21|22|Returning Series|ABC
68421|Altered Carbon|Altered Carbon|en|US|2018-02-02|10765,18|7.6|55|2|10|Canceled|Netflix
90447|Kuşatma|The Siege|en|GB|2024-03-12|18,10768|6.9|45|1|6|Returning Series|BluTV
67915|Muhteşem Yüzyıl|Muhteşem Yüzyıl|tr|TR|2011-01-05|18,10768|7.3|120|4|35|Ended|Star TV
33238|Ezel|Ezel|tr|TR|2009-10-01|18,80|8.4|90|2|35|Ended|Show TV
20413|Kurtlar Vadisi|Kurtlar Vadisi|tr|TR|2003-01-16|10759,18,80|7.2|90|4|24|Ended|Show TV
40290|Behzat Ç. Bir Ankara Polisiyesi|Behzat Ç. Bir Ankara Polisiyesi|tr|TR|2010-09-20|80,18|8.6|90|3|30|Ended|Star TV
44398|Leyla ile Mecnun|Leyla ile Mecnun|tr|TR|2011-09-13|35,10765|8.9|90|4|25|Ended|TRT 1
24713|Yaprak Dökümü|Yaprak Dökümü|tr|TR|2006-09-13|18|7.0|90|5|35|Ended|Kanal D
21283|Aşk-ı Memnu|Aşk-ı Memnu|tr|TR|2008-09-04|18,10749|7.6|90|2|40|Ended|Kanal D
64877|Diriliş: Ertuğrul|Diriliş: Ertuğrul|tr|TR|2014-12-10|10759,18,10768|7.8|120|5|30|Ended|TRT 1
94304|Kuruluş: Osman|Kuruluş: Osman|tr|TR|2019-11-20|10759,18,10768|7.5|150|6|30|Returning Series|ATV
72810|Çukur|Çukur|tr|TR|2017-10-23|80,18,10759|7.9|140|4|33|Ended|Show TV
104877|Bir Başkadır|Bir Başkadır|tr|TR|2020-11-12|18|8.1|55|1|8|Ended|Netflix
81356|Atiye|Atiye|tr|TR|2019-12-27|18,9648,10765|7.2|45|3|8|Ended|Netflix
78188|Hakan: Muhafız|Hakan: Muhafız|tr|TR|2018-12-14|10759,10765,18|6.9|45|3|10|Ended|Netflix
118376|Kulüp|Kulüp|tr|TR|2021-11-05|18|8.1|50|2|10|Ended|Netflix
119256|Yakamoz S-245|Yakamoz S-245|tr|TR|2022-04-20|10765,18,9648|6.4|45|1|7|Ended|Netflix
76090|Şahsiyet|Şahsiyet|tr|TR|2018-03-16|80,18,9648|8.7|60|1|12|Ended|puhutv
86234|Bir Zamanlar Çukurova|Bir Zamanlar Çukurova|tr|TR|2018-09-13|18|7.5|150|4|35|Ended|ATV
105009|Sen Çal Kapımı|Sen Çal Kapımı|tr|TR|2020-07-08|35,10749,18|7.4|140|2|26|Ended|FOX
112351|Masumlar Apartmanı|Masumlar Apartmanı|tr|TR|2020-11-03|18|7.4|140|2|30|Ended|TRT 1
133612|Yargı|Yargı|tr|TR|2021-09-19|80,18,9648|8.3|140|3|31|Ended|Kanal D
211150|Kızılcık Şerbeti|Kızılcık Şerbeti|tr|TR|2022-09-23|18|6.9|150|3|35|Returning Series|Show TV
206559|Yalı Çapkını|Yalı Çapkını|tr|TR|2022-09-16|18,10749|7.4|150|3|35|Returning Series|Star TV
45389|Kuzey Güney|Kuzey Güney|tr|TR|2011-09-07|18|7.3|90|2|40|Ended|Kanal D
66025|Kara Sevda|Kara Sevda|tr|TR|2015-10-14|18,10749|7.6|120|2|37|Ended|Star TV
60886|Medcezir|Medcezir|tr|TR|2013-09-13|18,10749|7.5|90|2|38|Ended|Star TV
73051|Ufak Tefek Cinayetler|Ufak Tefek Cinayetler|tr|TR|2017-04-10|80,18,9648|7.4|140|2|38|Ended|Star TV
34860|Avrupa Yakası|Avrupa Yakası|tr|TR|2004-01-15|35|8.1|90|6|32|Ended|Kanal D
64903|Yedi Numara|Yedi Numara|tr|TR|2000-09-20|35|8.0|60|4|20|Ended|Kanal D
33260|Bizimkiler|Bizimkiler|tr|TR|1989-06-03|35,10751|8.3|50|9|30|Ended|TRT 1
211093|Gibi|Gibi|tr|TR|2021-11-12|35|8.6|30|6|10|Returning Series|Exxen
208012|Erşan Kuneri|Erşan Kuneri|tr|TR|2022-10-28|35|8.0|50|2|8|Ended|Netflix
135928|Yeşilçam|Yeşilçam|tr|TR|2021-03-04|18,35|7.8|60|2|10|Ended|BluTV
215831|Prens|Prens|tr|TR|2023-04-07|35,10765|7.6|30|2|10|Returning Series|Disney+
236143|Kübra|Kübra|tr|TR|2024-01-04|18,9648,10765|6.9|45|2|8|Returning Series|Netflix
238711|Kızıl Goncalar|Kızıl Goncalar|tr|TR|2023-12-25|18|6.8|150|2|30|Ended|FOX
245927|Şakir Paşa Ailesi|Şakir Paşa Ailesi: Mucizeler ve Skandallar|tr|TR|2024-07-04|18,36|7.5|45|1|8|Ended|Netflix
253466|Kızıl Kuyruk|Kızıl Kuyruk|tr|TR|2025-01-10|10759,10765|6.5|45|1|8|Returning Series|Gain
259104|İstanbul Ansiklopedisi|İstanbul Ansiklopedisi|tr|TR|2025-03-14|18|7.2|50|1|8|Returning Series|Disney+
261870|Ilık Rüzgar|Ilık Rüzgar|tr|TR|2025-04-18|18,10749|6.7|90|1|13|Returning Series|Show TV
263552|Işıl Işıl|Işıl Işıl|tr|TR|2025-05-02|35,10751|6.9|45|1|10|Returning Series|Exxen
266021|Gece Yarısı İstanbul|Gece Yarısı İstanbul|tr|TR|2025-06-06|80,9648|7.0|50|1|8|Returning Series|Prime Video
268334|Uçurum|Uçurum|tr|TR|2025-07-11|18,80|7.3|140|1|12|Returning Series|ATV
269919|Beyaz Show|Beyaz Show|tr|TR|1995-01-06|10767,35|6.8|120|22|30|Returning Series|Kanal D
271402|3 Adam|3 Adam|tr|TR|2018-01-12|10767,35|7.1|120|4|30|Ended|Star TV
`;

/**
 * id|name|department|gender (1 female, 2 male)|known-for ids (m: film, t: series)
 * @type {string}
 */
export const PEOPLE = `
35257|Haluk Bilginer|Acting|2|m268175,t76090
56208|Nuri Bilge Ceylan|Directing|2|m268175,m74308,m508664
1249316|Kıvanç Tatlıtuğ|Acting|2|t45389,t44398
1248318|Beren Saat|Acting|1|t21283,t81356
15993|Cem Yılmaz|Acting|2|m15801,m15799,t208012
103088|Şener Şen|Acting|2|m59144,m15797
110918|Tarık Akan|Acting|2|m47715,m29959
110917|Türkan Şoray|Acting|1|m64234
110916|Kemal Sunal|Acting|2|m47715,m73012,m60291
110919|Hülya Koçyiğit|Acting|1|m73010
1138427|Ata Demirer|Acting|2|m37135,m29823
1381233|Çağatay Ulusoy|Acting|2|t78188,t60886
1525627|Hazal Kaya|Acting|1|t21283
31|Tom Hanks|Acting|2|m13,m862,m497
287|Brad Pitt|Acting|2|m550,m807,m16869
6193|Leonardo DiCaprio|Acting|2|m27205,m597,m68718
5064|Meryl Streep|Acting|1|m597
525|Christopher Nolan|Directing|2|m27205,m157336,m155
137427|Denis Villeneuve|Directing|2|m438631,m693134,m335984
505710|Zendaya|Acting|1|m438631,t85552
1190668|Timothée Chalamet|Acting|2|m438631,m693134
2037|Cillian Murphy|Acting|2|m872585,t60574
1245|Scarlett Johansson|Acting|1|m24428,m299534
1253360|Pedro Pascal|Acting|2|t100088,t82856
17419|Bryan Cranston|Acting|2|t1396
234352|Margot Robbie|Acting|1|m346698
6384|Keanu Reeves|Acting|2|m603
192|Morgan Freeman|Acting|2|m278,m807
1158|Al Pacino|Acting|2|m238,m240
380|Robert De Niro|Acting|2|m240,m769
1397778|Anya Taylor-Joy|Acting|1|t87739
1373737|Florence Pugh|Acting|1|m872585,m693134
239019|Kit Harington|Acting|2|t1399
`;
